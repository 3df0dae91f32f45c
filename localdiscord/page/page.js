// The playground's channel view: shows what one local person sees in Discord and sends what they do as real
// interactions (`localdiscord/web.py`). Plain script, no build step.
"use strict";

const EPOCH = 1420070400000n;
const $ = (id) => document.getElementById(id);
const state = {
  data: null, version: -1, person: localStorage.getItem("person") || "", channel: localStorage.getItem("channel") || "", poll: null,
  jump: "", // a message a link points to: shown and highlighted once its channel arrives
};
const rendered = new Map(); // message id -> the JSON it was drawn from
let revisions = 0; // counts messages drawn: each drawing of a message has its own data-rev
let stuck = true; // the view follows the newest message until the person scrolls up
let followedTo = 0; // where following last put the view: scrolling that did not go above it was not the person
const WORDS = {
  en: {
    channels: "Text channels", direct: "Direct messages", playing: "Playing as", only: "Only you can see this",
    dismiss: "Dismiss message", send: "Send", message: "Message {channel} — type / for a command",
    failed: "This interaction failed", silent: "The application did not respond", thinking: "{name} is thinking…",
    choose: "Make a selection", commands: "The bot answers slash commands only: type / to pick one",
    cancel: "Cancel", yes: "True", no: "False", used: "{name} used {command}",
    "direct-only": "The bot's commands are for the server's channels",
    unknown: "There is no command {command}: type / and pick one from the list",
  },
  de: {
    channels: "Textkanäle", direct: "Direktnachrichten", playing: "Du spielst als", only: "Nur du kannst das sehen",
    dismiss: "Nachricht verwerfen", send: "Senden", message: "Nachricht an {channel} – / für einen Befehl",
    failed: "Diese Interaktion ist fehlgeschlagen", silent: "Die Anwendung hat nicht reagiert",
    thinking: "{name} denkt nach …", choose: "Triff eine Auswahl",
    commands: "Der Bot antwortet nur auf Slash-Befehle: Tippe /, um einen zu wählen", cancel: "Abbrechen",
    yes: "Wahr", no: "Falsch", used: "{name} hat {command} verwendet",
    "direct-only": "Die Befehle des Bots gibt es in den Kanälen des Servers",
    unknown: "Es gibt keinen Befehl {command}: Tippe / und wähle einen aus der Liste",
  },
  fr: {
    channels: "Salons textuels", direct: "Messages privés", playing: "Vous jouez", only: "Vous seul pouvez voir ceci",
    dismiss: "Ignorer le message", send: "Envoyer", message: "Envoyer un message dans {channel} — tapez / pour une commande",
    failed: "L'interaction a échoué", silent: "L'application n'a pas répondu", thinking: "{name} réfléchit…",
    choose: "Faites un choix", commands: "Le bot ne répond qu'aux commandes slash : tapez / pour en choisir une",
    cancel: "Annuler", yes: "Vrai", no: "Faux", used: "{name} a utilisé {command}",
    "direct-only": "Les commandes du bot s'utilisent dans les salons du serveur",
    unknown: "Il n'y a pas de commande {command} : tapez / et choisissez-en une dans la liste",
  },
};
let command = null; // the slash command being filled in: {group, sub, options, values, choices}

// The page's own words, in the local people's language (the bot's come from the bot).
function say(key, params) {
  const lang = state.data ? state.data.locale.slice(0, 2) : "en";
  const text = (WORDS[lang] || WORDS.en)[key];
  return text.replace(/\{(\w+)\}/g, (_, name) => params[name]);
}

// -- talking to the local Discord ------------------------------------------------------------------------------
async function refresh(wait) {
  if (state.poll) state.poll.abort();
  const poll = new AbortController();
  state.poll = poll;
  const query = new URLSearchParams({ as: state.person, channel: state.channel, since: wait ? state.version : -1 });
  try {
    const response = await fetch(`/play/state?${query}`, { signal: poll.signal });
    if (response.status === 400 && state.person) {
      state.person = "";
      return refresh(false);
    }
    show(await response.json());
  } catch (error) {
    if (error.name === "AbortError") return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (state.poll === poll) refresh(true);
}

async function interact(kind, data, extra) {
  const body = { as: state.person, channel: state.channel, kind, data, ...extra };
  const response = await fetch("/play/interact", {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  if (!response.ok) return { acknowledged: false, choices: [] };
  return response.json();
}

// -- the whole view ---------------------------------------------------------------------------------------------
function show(data) {
  const first = state.data === null;
  const personChanged = state.data && state.data.me !== data.me;
  state.data = data;
  state.version = data.version;
  state.person = data.me;
  state.channel = data.channel || "";
  localStorage.setItem("person", data.me);
  localStorage.setItem("channel", state.channel);
  document.documentElement.lang = (data.locale || "en").slice(0, 2);
  $("guild-name").textContent = data.guild ? data.guild.name : "";
  showPeople(data);
  showChannels(data);
  const current = data.channels.find((c) => c.id === data.channel);
  $("channel-name").textContent = current ? (current.type === 1 ? "@ " : current.type === 11 ? "↳ " : "# ") + current.name : "";
  const direct = current && current.type === 1;
  $("text").placeholder = direct ? say("direct-only") : current ? say("message", { channel: `#${current.name}` }) : "";
  $("text").disabled = $("send").disabled = Boolean(direct);
  $("send").textContent = say("send");
  $("playing").textContent = say("playing");
  if (personChanged) rendered.clear();
  showMessages(data, first || personChanged);
}

function showPeople(data) {
  const select = $("person");
  const me = data.people.find((p) => p.id === data.me);
  if (select.options.length !== data.people.length) {
    select.replaceChildren(...data.people.map((p) => new Option(p.global_name, p.id)));
  }
  select.value = data.me;
  $("me-avatar").textContent = me ? me.global_name[0] : "";
  $("header-person").textContent = me ? me.global_name : "";
}

function showChannels(data) {
  const list = $("channels");
  const items = [];
  const label = (text) => Object.assign(document.createElement("div"), { className: "section-label", textContent: text });
  items.push(label(say("channels")));
  for (const channel of data.channels.filter((c) => c.type === 0)) {
    items.push(channelButton(channel, "# "));
    for (const thread of data.channels.filter((c) => c.type === 11 && c.parent_id === channel.id).reverse()) {
      items.push(channelButton(thread, "↳ ", "thread"));
    }
  }
  const direct = data.channels.filter((c) => c.type === 1);
  if (direct.length) {
    items.push(label(say("direct")));
    direct.forEach((c) => items.push(channelButton(c, "@ ")));
  }
  list.replaceChildren(...items);
}

function channelButton(channel, prefix, kind) {
  const button = document.createElement("button");
  button.className = `channel ${kind || ""} ${channel.id === state.channel ? "current" : ""}`;
  button.textContent = prefix + channel.name;
  button.title = channel.name;
  button.dataset.channel = channel.id;
  button.onclick = () => goTo(channel.id);
  return button;
}

function goTo(channelId, messageId) {
  state.channel = channelId;
  state.jump = messageId || "";
  rendered.clear();
  $("messages").replaceChildren();
  $("app").classList.remove("menu-open");
  refresh(false);
}

function showMessages(data, toBottom) {
  const box = $("messages");
  if (toBottom) stuck = true;
  const wanted = new Set(data.messages.map((m) => m.id));
  for (const [id] of rendered) {
    if (!wanted.has(id)) {
      rendered.delete(id);
      const old = box.querySelector(`[data-id="${id}"]`);
      if (old) old.remove();
    }
  }
  let previous = null;
  for (const message of data.messages) {
    const json = JSON.stringify(message) + threadOf(message.id);
    let node = box.querySelector(`[data-id="${message.id}"]`);
    if (rendered.get(message.id) !== json) {
      const fresh = messageNode(message);
      if (node) node.replaceWith(fresh);
      node = fresh;
      rendered.set(message.id, json);
    }
    const place = previous ? previous.nextSibling : box.firstChild;
    if (place !== node) box.insertBefore(node, place);
    previous = node;
  }
  const jumped = state.jump && box.querySelector(`[data-id="${state.jump}"]`);
  state.jump = "";
  if (!jumped) return follow();
  jumped.classList.add("jumped");
  jumped.scrollIntoView({ block: "center" });
  stuck = false;
  followedTo = box.scrollHeight; // the view stays on it (scroll anchoring keeps it there as images above arrive)
}

function follow() {
  const box = $("messages");
  if (!stuck) return;
  box.scrollTop = box.scrollHeight;
  followedTo = box.scrollTop;
}

function threadOf(messageId) {
  const thread = state.data.channels.find((c) => c.type === 11 && c.id === messageId);
  return thread ? thread.name : "";
}

// -- one message --------------------------------------------------------------------------------------------------
function messageNode(message) {
  const node = element("div", `msg ${message.ephemeral ? "ephemeral" : ""}`);
  node.dataset.id = message.id;
  node.dataset.rev = ++revisions;
  if (message.used) {
    const person = state.data.people.find((p) => p.id === message.used.user);
    const used = element("div", "used", say("used", { name: person ? person.global_name : "?", command: commandName(message.used.command) }));
    node.append(used);
  }
  const avatar = element("div", "avatar", message.author.username[0]);
  const body = element("div", "body");
  const head = element("div", "head");
  head.append(element("span", "author", message.author.global_name || message.author.username));
  if (message.author.bot) head.append(element("span", "tag", "APP"));
  head.append(element("span", "time", when(message.id)));
  body.append(head);
  if (message.loading) body.append(element("div", "thinking", say("thinking", { name: message.author.username })));
  if (message.content) body.append(markdown(message.content));
  for (const embed of message.embeds || []) body.append(embedNode(embed));
  const used = new Set();
  body.append(...(message.components || []).map((c) => component(c, message, used)));
  for (const file of message.attachments || []) {
    if (!used.has(file.filename) && (file.content_type || "").startsWith("image/")) body.append(imageNode(file.url, null, file.description));
  }
  const thread = threadOf(message.id);
  if (thread) {
    const link = element("a", "thread-link", `↳ ${thread}`);
    link.onclick = () => goTo(message.id);
    body.append(link);
  }
  if (message.ephemeral) {
    const note = element("div", "ephemeral-note", `${say("only")} · `);
    const dismiss = element("button", "link", say("dismiss"));
    dismiss.onclick = () => fetch("/play/dismiss", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ as: state.person, message: message.id }),
    });
    note.append(dismiss);
    body.append(note);
  }
  const row = element("div", "row-msg");
  row.append(avatar, body);
  node.append(row);
  return node;
}

function when(id) {
  const ms = Number((BigInt(id) >> 22n) + EPOCH);
  return new Date(ms).toLocaleTimeString(state.data.locale, { hour: "2-digit", minute: "2-digit" });
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function embedNode(embed) {
  const node = element("div", "embed");
  if (embed.color) node.style.borderLeftColor = color(embed.color);
  if (embed.title) node.append(element("div", "embed-title", embed.title));
  if (embed.description) node.append(markdown(embed.description));
  for (const field of embed.fields || []) {
    node.append(element("div", "embed-title", field.name), markdown(field.value));
  }
  if (embed.image) node.append(imageNode(embed.image.url));
  return node;
}

function color(value) {
  return `#${value.toString(16).padStart(6, "0")}`;
}

function media(url, message, used) {
  if (url && url.startsWith("attachment://")) {
    const name = url.slice("attachment://".length);
    used.add(name);
    const file = (message.attachments || []).find((a) => a.filename === name);
    return file ? file.url : "";
  }
  return url || "";
}

// An image with its description as its alt text, as Discord's clients give it to a screen reader.
function imageNode(url, className, description) {
  const image = element("img", className || "image");
  image.src = url;
  image.alt = description || "";
  image.onload = follow; // an image arriving makes the message taller
  image.onclick = () => view(url);
  return image;
}

// Discord's image viewer: the image at its full size over the page, scrolled if it is larger than the window.
function view(url) {
  $("viewer").querySelector("img").src = url;
  $("viewer").hidden = false;
}

// Components V2 and the classic action rows, as Discord lays them out.
function component(c, message, used) {
  switch (c.type) {
    case 17: {
      const node = element("div", "container");
      if (c.accent_color !== undefined && c.accent_color !== null) node.style.setProperty("--accent", color(c.accent_color));
      node.append(...c.components.map((child) => component(child, message, used)));
      return node;
    }
    case 9: {
      const node = element("div", "section");
      const texts = element("div", "texts");
      texts.append(...c.components.map((child) => component(child, message, used)));
      node.append(texts);
      if (c.accessory) node.append(component(c.accessory, message, used));
      return node;
    }
    case 10: return markdown(c.content);
    case 11: return imageNode(media(c.media && c.media.url, message, used), "thumbnail", c.description);
    case 12: {
      const node = element("div", "gallery");
      node.append(...c.items.map((item) => imageNode(media(item.media.url, message, used), null, item.description)));
      return node;
    }
    case 13: {
      const url = media(c.file && c.file.url, message, used);
      const link = element("a", "thread-link", `📎 ${url.split("/").pop()}`);
      link.href = url;
      return link;
    }
    case 14: {
      const node = element("hr", `separator ${c.divider === false ? "space" : ""} ${c.spacing === 2 ? "large" : ""}`);
      return node;
    }
    case 1: {
      const node = element("div", "row");
      node.append(...c.components.map((child) => component(child, message, used)));
      return node;
    }
    case 2: return button(c, message);
    case 3: return select(c, message);
    case 8: return select(channelMenu(c), message);
    default: return element("div", "muted", `(a component of type ${c.type})`);
  }
}

function emoji(e) {
  if (!e) return "";
  return e.id ? `:${e.name}:` : e.name;
}

function button(c, message) {
  if (c.style === 5) {
    const link = element("a", "btn s5", `${emoji(c.emoji)} ${c.label || ""} ↗`);
    link.href = c.url;
    link.target = "_blank";
    return link;
  }
  const node = element("button", `btn s${c.style || 2}`, [emoji(c.emoji), c.label || ""].filter(Boolean).join(" "));
  node.disabled = Boolean(c.disabled);
  node.dataset.customId = c.custom_id;
  node.onclick = () => use(node, message, { custom_id: c.custom_id, component_type: 2 });
  return node;
}

async function use(node, message, data) {
  node.classList.add("pending");
  const answer = await interact("component", data, { message: message.id });
  node.classList.remove("pending");
  if (!answer.acknowledged) failed(message.id);
}

function failed(messageId) {
  const box = $("messages").querySelector(`[data-id="${messageId}"] .body`);
  if (!box || box.querySelector(".failed")) return;
  const note = element("div", "failed", say("failed"));
  box.append(note);
  setTimeout(() => note.remove(), 5000);
}

// A channel select: the server's text channels are its options, those it holds already marked.
function channelMenu(c) {
  const held = new Set((c.default_values || []).map((v) => v.id));
  const channels = state.data.channels.filter((channel) => channel.type === 0);
  return { ...c, options: channels.map((channel) => ({ label: `#${channel.name}`, value: channel.id, default: held.has(channel.id) })) };
}

// A select menu: pick one and it is sent; with several allowed, they are sent as the menu closes.
function select(c, message) {
  const node = element("div", `select ${c.disabled ? "disabled" : ""}`);
  node.dataset.customId = c.custom_id;
  const multi = (c.max_values || 1) > 1;
  const defaults = c.options.filter((o) => o.default).map((o) => o.value);
  let chosen = new Set(defaults);
  const box = element("div", "select-box");
  const summary = () => {
    const labels = c.options.filter((o) => chosen.has(o.value)).map((o) => o.label);
    box.replaceChildren(labels.length ? document.createTextNode(labels.join(", ")) : element("span", "placeholder", c.placeholder || say("choose")));
  };
  summary();
  const menu = element("div", "select-menu");
  menu.hidden = true;
  const close = () => {
    if (menu.hidden) return;
    menu.hidden = true;
    document.removeEventListener("mousedown", outside, true);
    const values = [...chosen];
    const changed = values.length !== defaults.length || values.some((v) => !defaults.includes(v));
    if (multi && changed && values.length >= (c.min_values ?? 1)) {
      use(box, message, { custom_id: c.custom_id, component_type: c.type, values: c.options.filter((o) => chosen.has(o.value)).map((o) => o.value) });
    } else if (multi) {
      chosen = new Set(defaults);
      summary();
    }
  };
  const outside = (event) => { if (!node.contains(event.target)) close(); };
  for (const o of c.options) {
    const option = element("div", `option ${chosen.has(o.value) ? "chosen" : ""}`);
    option.setAttribute("role", "option");
    option.dataset.value = o.value;
    if (multi) option.append(element("span", "check"));
    const label = element("div", "", [emoji(o.emoji), o.label].filter(Boolean).join(" "));
    if (o.description) label.append(element("small", "", o.description));
    option.append(label);
    option.onclick = () => {
      if (!multi) {
        chosen = new Set([o.value]);
        summary();
        menu.hidden = true;
        document.removeEventListener("mousedown", outside, true);
        use(box, message, { custom_id: c.custom_id, component_type: c.type, values: [o.value] });
        return;
      }
      if (chosen.has(o.value)) chosen.delete(o.value);
      else if (chosen.size < c.max_values) chosen.add(o.value);
      option.classList.toggle("chosen", chosen.has(o.value));
      summary();
    };
    menu.append(option);
  }
  box.onclick = () => {
    if (c.disabled) return;
    if (!menu.hidden) return close();
    const room = window.innerHeight - box.getBoundingClientRect().bottom;
    node.classList.toggle("up", room < 240);
    menu.hidden = false;
    document.addEventListener("mousedown", outside, true);
  };
  node.append(box, menu);
  return node;
}

// -- Discord's markdown, the parts the bot writes -----------------------------------------------------------------
const ADDRESS = "https?://(?:[^\\s&<]|&amp;)+"; // in escaped text: up to a space, a tag, an escaped <, > or "
const LINK = new RegExp(`\\[([^\\]]+)\\]\\((https?:[^)\\s]+)\\)|&lt;(${ADDRESS})&gt;|(${ADDRESS})`, "g");
const JUMP = /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/channels\/(@me|\d+)\/(\d+)(?:\/(\d+))?\/?$/;

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]);
}

function inline(text) {
  const people = new Map([...state.data.people, state.data.bot].map((p) => [p.id, p.global_name || p.username]));
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*(.+?)\*\*/g, "<b>$1</b>")
    .replace(/__(.+?)__/g, "<u>$1</u>")
    .replace(/\*(.+?)\*/g, "<i>$1</i>")
    .replace(/(^|\W)_(.+?)_(?=\W|$)/g, "$1<i>$2</i>")
    .replace(/~~(.+?)~~/g, "<s>$1</s>")
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler" onclick="this.classList.add(\'shown\')">$1</span>')
    .replace(LINK, (_, label, target, bracketed, bare) => {
      if (!bare) return link(target || bracketed, label || bracketed);
      const [, url, after] = bare.match(/^(.*?)([.,:;!?)]*)$/);
      return link(url, url) + after;
    })
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention">@${escapeHtml(people.get(id) || "someone")}</span>`)
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => {
      const channel = state.data.channels.find((c) => c.id === id);
      return `<span class="mention" data-goto="${id}">#${escapeHtml(channel ? channel.name : "unknown")}</span>`;
    })
    .replace(/&lt;a?:(\w+):\d+&gt;/g, ":$1:")
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, seconds, style) => timestamp(Number(seconds), style || "f"));
}

// A link as Discord shows it; one to a Discord channel or message opens that place in this page (its address is the
// page's own /channels/..., so a new tab opens it too).
function link(url, label) {
  const place = url.match(JUMP);
  if (!place) return `<a href="${url}" target="_blank" rel="noreferrer">${label}</a>`;
  const [, guild, channel, message] = place;
  const here = `/channels/${guild}/${channel}${message ? `/${message}` : ""}`;
  return `<a href="${here}" data-goto="${channel}" data-message="${message || ""}">${label}</a>`;
}

function timestamp(seconds, style) {
  const date = new Date(seconds * 1000);
  const locale = state.data.locale;
  if (style === "R") {
    const delta = Math.round((seconds * 1000 - Date.now()) / 1000);
    const units = [["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
    const [unit, size] = units.find(([, s]) => Math.abs(delta) >= s) || units[3];
    const words = new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(Math.round(delta / size), unit);
    return `<span class="ts" data-relative="${seconds}">${words}</span>`;
  }
  const options = {
    t: { timeStyle: "short" }, T: { timeStyle: "medium" }, d: { dateStyle: "short" }, D: { dateStyle: "long" },
    f: { dateStyle: "long", timeStyle: "short" }, F: { dateStyle: "full", timeStyle: "short" },
  }[style];
  return `<span class="ts">${date.toLocaleString(locale, options)}</span>`;
}

function markdown(text) {
  const node = element("div", "text");
  const out = [];
  let list = null;
  for (const line of text.split("\n")) {
    const item = line.match(/^\s*[-*] (.*)$/);
    if (item && !line.startsWith("-# ")) {
      list = list || [];
      list.push(`<li>${inline(item[1])}</li>`);
      continue;
    }
    if (list) {
      out.push(`<ul>${list.join("")}</ul>`);
      list = null;
    }
    const heading = line.match(/^(#{1,3}) (.*)$/);
    if (heading) out.push(`<h${heading[1].length}>${inline(heading[2])}</h${heading[1].length}>`);
    else if (line.startsWith("-# ")) out.push(`<span class="sub">${inline(line.slice(3))}</span>\n`);
    else if (line.startsWith("> ")) out.push(`<blockquote>${inline(line.slice(2))}</blockquote>`);
    else out.push(`${inline(line)}\n`);
  }
  if (list) out.push(`<ul>${list.join("")}</ul>`);
  node.innerHTML = out.join("").replace(/\n$/, "");
  node.querySelectorAll("[data-goto]").forEach((m) => {
    m.onclick = (event) => {
      event.preventDefault();
      goTo(m.dataset.goto, m.dataset.message);
    };
  });
  return node;
}

// -- slash commands --------------------------------------------------------------------------------------------------
function localized(thing, key) {
  const names = thing[`${key}_localizations`] || {};
  return names[state.data.locale] || names[state.data.locale.slice(0, 2)] || thing[key];
}

function commandName(full) {
  const [groupName, subName] = full.split(" ");
  const group = state.data.commands.find((c) => c.name === groupName);
  if (!group) return `/${full}`;
  const sub = subName && (group.options || []).find((o) => o.name === subName);
  return `/${localized(group, "name")}${sub ? ` ${localized(sub, "name")}` : ""}`;
}

function commandEntries() {
  const entries = [];
  for (const c of state.data.commands) {
    const subs = (c.options || []).filter((o) => o.type === 1);
    if (subs.length) {
      subs.forEach((s) => entries.push({ group: c, sub: s, label: `/${localized(c, "name")} ${localized(s, "name")}`, description: localized(s, "description") }));
    } else {
      entries.push({ group: c, sub: null, label: `/${localized(c, "name")}`, description: localized(c, "description") });
    }
  }
  return entries.sort((a, b) => a.label.localeCompare(b.label));
}

function suggest(items, pick) {
  const box = $("suggestions");
  box.replaceChildren(...items.map((item, i) => {
    const row = element("div", `suggestion ${i === 0 ? "active" : ""}`, item.label);
    row.dataset.label = item.label;
    if (item.description) row.append(element("small", "", item.description));
    row.onmousedown = (event) => { event.preventDefault(); pick(item); };
    return row;
  }));
  box.hidden = items.length === 0;
  box.active = 0;
  box.pick = items.length ? () => pick(items[box.active]) : null;
}

function moveSuggestion(step) {
  const box = $("suggestions");
  const rows = box.querySelectorAll(".suggestion");
  if (!rows.length) return;
  rows[box.active].classList.remove("active");
  box.active = (box.active + step + rows.length) % rows.length;
  rows[box.active].classList.add("active");
  rows[box.active].scrollIntoView({ block: "nearest" });
}

function closeSuggestions() {
  $("suggestions").hidden = true;
  $("suggestions").pick = null;
}

function startCommand(entry) {
  const options = (entry.sub ? entry.sub.options : entry.group.options) || [];
  command = { entry, options: [...options].sort((a, b) => (b.required ? 1 : 0) - (a.required ? 1 : 0)), values: {} };
  $("text").value = "";
  $("text").hidden = true;
  closeSuggestions();
  const box = $("command");
  box.hidden = false;
  box.replaceChildren(element("span", "chip", entry.label));
  for (const option of command.options) box.append(field(option));
  const cancel = element("button", "link", "✕");
  cancel.type = "button";
  cancel.title = say("cancel");
  cancel.onclick = endCommand;
  box.append(cancel);
  const first = box.querySelector("input, select");
  if (first) first.focus();
}

function endCommand() {
  command = null;
  $("command").hidden = true;
  $("command").replaceChildren();
  $("text").hidden = false;
  $("text").focus();
  closeSuggestions();
}

function field(option) {
  const node = element("label", "field");
  node.dataset.option = option.name;
  const name = element("span", "name", `${localized(option, "name")}${option.required ? "" : "?"}`);
  name.title = localized(option, "description") || "";
  node.append(name);
  let input;
  if (option.choices && option.choices.length) {
    input = document.createElement("select");
    input.append(new Option("", ""), ...option.choices.map((c) => new Option(localized(c, "name"), JSON.stringify(c.value))));
    input.onchange = () => { command.values[option.name] = input.value === "" ? undefined : JSON.parse(input.value); };
  } else if (option.type === 5) {
    input = document.createElement("select");
    input.append(new Option("", ""), new Option(say("yes"), "true"), new Option(say("no"), "false"));
    input.onchange = () => { command.values[option.name] = input.value === "" ? undefined : input.value === "true"; };
  } else if (option.type === 6 || option.type === 9) {
    input = document.createElement("select");
    input.append(new Option("", ""), ...state.data.people.map((p) => new Option(p.global_name, p.id)));
    input.onchange = () => { command.values[option.name] = input.value || undefined; };
  } else {
    input = document.createElement("input");
    if (option.type === 4 || option.type === 10) {
      input.type = "number";
      if (option.min_value !== undefined) input.min = option.min_value;
      if (option.max_value !== undefined) input.max = option.max_value;
    }
    input.oninput = () => {
      const raw = input.value.trim();
      command.values[option.name] = raw === "" ? undefined : option.type === 4 ? parseInt(raw, 10) : option.type === 10 ? Number(raw) : raw;
      if (option.autocomplete) complete(option, input);
    };
    if (option.autocomplete) {
      input.onfocus = () => complete(option, input);
      input.onblur = () => setTimeout(closeSuggestions, 150);
    }
  }
  input.setAttribute("aria-label", localized(option, "name"));
  node.append(input);
  return node;
}

let completing = 0;
async function complete(option, input) {
  const ticket = ++completing;
  await new Promise((resolve) => setTimeout(resolve, 200));
  if (ticket !== completing || !command) return;
  const data = commandData(option.name);
  const answer = await interact("autocomplete", data);
  if (ticket !== completing || !command) return;
  suggest(answer.choices.map((c) => ({ label: localized(c, "name"), value: c.value })), (choice) => {
    input.value = choice.label;
    command.values[option.name] = choice.value;
    closeSuggestions();
  });
}

function commandData(focused) {
  const given = command.options
    .filter((o) => command.values[o.name] !== undefined || o.name === focused)
    .map((o) => {
      const value = command.values[o.name] !== undefined ? command.values[o.name] : "";
      const sent = { name: o.name, type: o.type, value };
      if (o.name === focused) Object.assign(sent, { focused: true, value: String(value) });
      return sent;
    });
  const { group, sub } = command.entry;
  return { name: group.name, type: 1, options: sub ? [{ type: 1, name: sub.name, options: given }] : given };
}

async function sendCommand() {
  const missing = command.options.filter((o) => o.required && command.values[o.name] === undefined);
  $("command").querySelectorAll(".field").forEach((f) => f.classList.toggle("missing", missing.some((o) => o.name === f.dataset.option)));
  if (missing.length) return;
  const data = commandData(null);
  endCommand();
  const answer = await interact("command", data);
  if (!answer.acknowledged) complain(say("silent"));
}

// A line under the composer for a few seconds, in place of the one before.
function complain(text) {
  $("composer").querySelectorAll(".composer-error").forEach((old) => old.remove());
  const note = element("div", "composer-error", text);
  $("composer").append(note);
  follow(); // the taller composer leaves the channel less room
  setTimeout(() => note.remove(), 5000);
}

// Typed words as Discord's client reads them: in any case, the spaces between them of any length.
function words(typed) {
  return typed.slice(1).replace(/\s+/g, " ").trimStart().toLowerCase();
}

// -- wiring ------------------------------------------------------------------------------------------------------------
$("text").addEventListener("input", () => {
  const typed = $("text").value;
  if (!typed.startsWith("/")) return closeSuggestions();
  const wanted = words(typed);
  suggest(commandEntries().filter((e) => e.label.slice(1).toLowerCase().startsWith(wanted) || e.label.toLowerCase().includes(` ${wanted}`)), startCommand);
});
$("composer").addEventListener("keydown", (event) => {
  if (event.key === "Escape" && command) endCommand();
  if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !$("suggestions").hidden) {
    event.preventDefault();
    moveSuggestion(event.key === "ArrowDown" ? 1 : -1);
  }
  if ((event.key === "Tab" || event.key === "Enter") && $("suggestions").pick && !$("suggestions").hidden) {
    event.preventDefault();
    $("suggestions").pick();
  } else if (event.key === "Enter" && command) {
    event.preventDefault(); // Enter sends the command from any of its fields, a select menu's too
    sendCommand();
  }
});
$("composer").addEventListener("submit", (event) => {
  event.preventDefault();
  if (command) return sendCommand();
  const typed = $("text").value.trim();
  if (!typed) return;
  if (!typed.startsWith("/")) return complain(say("commands"));
  const entry = commandEntries().find((e) => e.label.slice(1).toLowerCase() === words(typed));
  if (entry) return startCommand(entry);
  complain(say("unknown", { command: typed.split(/\s+/).join(" ") })); // and nothing is sent
});
$("person").addEventListener("change", () => {
  state.person = $("person").value;
  rendered.clear();
  $("messages").replaceChildren();
  if (command) endCommand();
  refresh(false);
});
$("messages").addEventListener("scroll", () => {
  const box = $("messages");
  stuck = box.scrollTop >= followedTo - 2 || box.scrollHeight - box.scrollTop - box.clientHeight < 80;
});
$("viewer").addEventListener("click", () => { $("viewer").hidden = true; });
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") $("viewer").hidden = true;
});
$("menu").addEventListener("click", () => $("app").classList.toggle("menu-open"));
$("header-person").addEventListener("click", () => $("app").classList.toggle("menu-open"));
document.querySelector("main").addEventListener("click", (event) => {
  if (!$("channel-header").contains(event.target)) $("app").classList.remove("menu-open");
});
// A Discord link opened in a tab of its own (see `link`): its place, then the page's own address again.
const opened = location.pathname.match(/^\/channels\/[^/]+\/(\d+)(?:\/(\d+))?/);
if (opened) {
  state.channel = opened[1];
  state.jump = opened[2] || "";
  history.replaceState(null, "", "/");
}
setInterval(() => {
  document.querySelectorAll("[data-relative]").forEach((span) => {
    span.outerHTML = timestamp(Number(span.dataset.relative), "R");
  });
}, 15000);
refresh(false);
