"""No two modules of a layer import each other, directly or through others: the modules of each top-level package
(engine, render, bot, i18n, localdiscord, benchmarks, tests) form a hierarchy. Every import counts, those under
`if TYPE_CHECKING:` and those inside functions too, as the code is read (`ast`), never run."""

import ast
from collections.abc import Collection, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

Graph = Mapping[str, Collection[str]]


def module_name(root: Path, path: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def resolve(dotted: str, modules: Collection[str]) -> str | None:
    """The module `dotted` names, or the longest start of it that is one (pkg.mod.Class is pkg.mod); None if outside."""
    parts = dotted.split(".")
    for length in range(len(parts), 0, -1):
        if (name := ".".join(parts[:length])) in modules:
            return name
    return None


def imported(root: Path, path: Path, modules: Collection[str]) -> set[str]:
    """The modules of `modules` that the module at `path` imports; `from x import y` is x.y when that is a module.
    A package's __init__ counts where it is named, not for each module imported from the package."""
    name = module_name(root, path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: package.count(".") + 2 - node.level]
                base = ".".join([*anchor, base] if base else anchor)
            names.extend(f"{base}.{alias.name}" for alias in node.names)
    return {module for module in (resolve(dotted, modules) for dotted in names) if module and module != name}


def import_graph(root: Path) -> dict[str, set[str]]:
    """Each module of the packages under `root` and the modules of its own package (layer) that it imports."""
    paths = [path for init in sorted(root.glob("*/__init__.py")) for path in sorted(init.parent.rglob("*.py"))]
    modules = {module_name(root, path): path for path in paths}
    return {
        name: {other for other in imported(root, path, modules) if other.split(".")[0] == name.split(".")[0]}
        for name, path in modules.items()
    }


def reachable(graph: Graph, start: str) -> set[str]:
    seen: set[str] = set()
    stack = [start]
    while stack:
        for module in graph.get(stack.pop(), ()):
            if module not in seen:
                seen.add(module)
                stack.append(module)
    return seen


def cycles(graph: Graph) -> set[frozenset[str]]:
    """The groups of modules that all reach each other by imports (strongly connected components with a cycle)."""
    reach = {module: reachable(graph, module) for module in graph}
    return {
        frozenset(other for other in reach[module] if module in reach[other])
        for module in graph
        if module in reach[module]
    }


def shortest_cycle(graph: Graph, start: str) -> list[str]:
    """The fewest imports leading from `start` back to it, as the modules on the way (start at both ends)."""
    paths = {start: [start]}
    queue = [start]
    for module in queue:
        for other in sorted(graph.get(module, ())):
            if other == start:
                return [*paths[module], start]
            if other not in paths:
                paths[other] = [*paths[module], other]
                queue.append(other)
    raise ValueError(f"{start} is in no cycle")


def problems(graph: Graph) -> list[str]:
    """Each cycle, as its shortest loop."""
    return [
        " -> ".join(shortest_cycle(graph, min(group))) + f" (cycle of {sorted(group)})"
        for group in sorted(cycles(graph), key=sorted)
    ]


def test_no_import_cycle_inside_a_layer():
    assert problems(import_graph(ROOT)) == []


def test_a_cycle_is_named_and_a_hierarchy_passes():
    hierarchy = {"a": {"b", "c"}, "b": {"c"}, "c": set(), "d": {"a"}}
    assert problems(hierarchy) == []
    cyclic = {**hierarchy, "c": {"d"}}
    assert problems(cyclic) == ["a -> c -> d -> a (cycle of ['a', 'b', 'c', 'd'])"]


def test_every_kind_of_import_is_an_edge(tmp_path):
    files = {
        "pkg/__init__.py": "from pkg.sub import leaf\n",
        "pkg/sub/__init__.py": "",
        "pkg/sub/leaf.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import top\n",
        "pkg/sub/relative.py": "from . import leaf\nfrom ..top import NAME\n",
        "pkg/top.py": "import os\nimport other.mod\n\ndef f():\n    import pkg.sub.relative\n\nNAME = 1\n",
        "pkg/names.py": "from pkg.sub import NAME\nfrom pkg.top import NAME as N\n",
        "other/__init__.py": "",
        "other/mod.py": "import pkg.top\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert import_graph(tmp_path) == {
        "pkg": {"pkg.sub.leaf"},
        "pkg.sub": set(),
        "pkg.sub.leaf": {"pkg.top"},
        "pkg.sub.relative": {"pkg.sub.leaf", "pkg.top"},
        "pkg.top": {"pkg.sub.relative"},
        "pkg.names": {"pkg.sub", "pkg.top"},
        "other": set(),
        "other.mod": set(),
    }
