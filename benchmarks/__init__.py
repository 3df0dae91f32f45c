"""Speed and size measurements: run with `./dev bench` (as modules, `python -m benchmarks.engine`)."""
