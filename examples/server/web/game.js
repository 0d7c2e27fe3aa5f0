// A seat's game page: the table drawn from the seat's View, its legal
// actions beside it (each also chosen by clicking its place on the board),
// the hand, Sandra's next move, the story of the game as it happens, and
// take-backs. With no token (after #token= in the address) it watches as
// a spectator.
import { answer, drawTable, handPanel, placesOf, h, who, fitTargets, fitTexts, colorName } from "./board.js";
import { t, errorText, lang } from "./i18n.js";
import { sandraPanel, resultPanel, resultSummary, winnerText } from "./parts.js";
import { title, turnCame, alertButtons } from "./turn.js";
import { myGames, saveGames, creatorKey, botText, gameName } from "./seats.js";
import { showMessage, setUpChat } from "./chat.js";
import { editionLine, placeholderNotice } from "./placeholders.js";
import { zoomable } from "./zoom.js";
import { setUpTips } from "./tips.js";
import { setClock, clockOf, controlText } from "./clock.js";
import { setUpStory, tell, cut, clear as clearStory, filterBox } from "./story.js";

const gameID = location.pathname.split("/").pop();
const params = new URLSearchParams(location.hash.slice(1));
// token and headers are the seat's; a seat handed to a bot drops them
// and follows the game as a spectator.
let token = params.get("token") || new URLSearchParams(location.search).get("token");
const api = `/api/games/${gameID}`;
let headers = token ? { Authorization: `Bearer ${token}` } : {};
let handedOver = false;

let cat = null;     // the printed contents, fetched once
let current = null; // the last state answered
let sending = false;
let filter = null;  // the place whose actions the list shows, or null

function replace(id, ...children) {
  document.getElementById(id).replaceChildren(...children.flat().filter(c => c !== null && c !== undefined));
}

function showError(out) {
  document.getElementById("error").textContent = errorText(out) || out.message || t("error");
}

// loading counts the loads under way or scheduled: the page is settled,
// its body's data-busy "0", when none is (tests wait for it).
let loading = 0;
function busy(d) {
  loading += d;
  document.body.dataset.busy = loading > 0 ? "1" : "0";
}

// load draws the game as the server has it now. One load runs at a time:
// asked for during one, it runs once more after it, so that a burst of
// events (bots playing fast) draws the board a few times, not once an
// event, and an older answer never draws over a newer one.
let loadRun = null;
let loadAgain = false;
function load() {
  if (loadRun) {
    loadAgain = true;
    return loadRun;
  }
  busy(1);
  loadRun = (async () => {
    try {
      do {
        loadAgain = false;
        await loadNow();
      } while (loadAgain);
    } finally {
      loadRun = null;
      busy(-1);
    }
  })();
  return loadRun;
}

async function loadNow() {
  const resp = await fetch(token ? `${api}/state` : `${api}/spectate`, { headers });
  const out = await answer(resp);
  if (!resp.ok) {
    if (await handedToBot(resp, out)) return;
    showError(out);
    return;
  }
  // The printed contents of the game's edition: the built-in one unless
  // the view names another.
  const digest = out.view.edition?.digest;
  if (!cat || cat.rules !== (digest ?? cat.rules)) {
    cat = await answer(await fetch(digest ? `/api/catalogue?edition=${encodeURIComponent(digest)}&lang=${lang}` : `/api/catalogue?lang=${lang}`));
    replace("edition", editionLine(cat));
    replace("placeholders", placeholderNotice(cat));
  }
  if (!current && token && !myGames().some(g => g.id === gameID && g.token === token)) {
    // A seat opened from an invite: the lobby lists it from now on.
    saveGames([{ id: gameID, color: out.color, token, created: new Date().toISOString() }, ...myGames()]);
  }
  // The same answer again (a reload the stream asked for after the
  // page's own) draws nothing anew.
  const key = `${out.version} ${out.state_id} ${out.your_turn} ${out.undoable} ${out.seats.map(botText).join()}`;
  current = out;
  setUpChat(api, headers, out.can_talk);
  if (key === drawn) return;
  drawn = key;
  render(out);
}
let drawn = "";

// places maps each place on the board to the legal actions that choose it.
function places(st) {
  const m = new Map();
  st.legal.forEach((a, i) => {
    for (const p of placesOf(a.action)) {
      if (!m.has(p)) m.set(p, []);
      m.get(p).push(i);
    }
  });
  return m;
}

function render(st) {
  const t0 = performance.now();
  try { renderNow(st); } finally { performance.measure("render", { start: t0 }); }
}

function renderNow(st) {
  const v = st.view;
  document.body.dataset.version = String(st.version);
  replace("title", token ? h("span", {}, t("you are") + " ", h("span", { class: `chip ${st.color}`, text: colorName(st.color) })) : h("span", { text: t("watching") }),
    " · ", h("span", { title: t("game {0}", st.game), text: gameName(st.created) }));
  replace("my-clock", token && st.clock ? clockOf(st.color) : null);
  replace("status", st.over ? t("game over: {0}", winnerText(st)) : st.your_turn ? t("your turn") : handedOver ? t("your seat was handed to a bot; you are watching") :
    t("waiting for {0}", st.next.player === "none" ? t("the game") : who(v, st.next.player)));
  document.body.classList.toggle("my-turn", st.your_turn);
  document.title = title(st, st.over ? winnerText(st) : "");
  if (token) turnCame(st);
  replace("next", st.your_turn ? t("Your turn: {0}", st.next_ask) : st.next_text, " ", h("code", { class: "notation", text: st.next_notation }));
  const pl = places(st);
  const onPlace = key => {
    const acts = pl.get(key) || [];
    if (acts.length === 1) { act(st, st.legal[acts[0]].notation); return; }
    filter = key;
    renderActions(st, pl, true);
  };
  if (filter && !pl.has(filter)) filter = null;
  renderActions(st, pl);
  renderTools(st);
  renderSeats(st);
  const tools = document.getElementById("story-tools");
  if (!tools.children.length) {
    const colors = [...v.players.map(p => p.color), ...(v.solo ? v.solo.colleagues.map(c => c.color) : [])];
    tools.replaceChildren(filterBox(colors));
  }
  setClock(st.clock);
  replace("hand", token ? handPanel(v, cat, { places: pl, onPlace }) : h("p", { class: "muted", text: t("a spectator sees no hand") }));
  replace("sandra", sandraPanel(v, cat));
  const board = document.getElementById("board");
  const y = window.scrollY;
  if (!past) {
    board.replaceChildren(...drawTable(v, cat, { places: pl, onPlace }));
    fitTexts(board);
    fitTargets(board);
  }
  pinStatus();
  window.scrollTo(0, y);
  replace("result", st.result ? resultPanel(st, cat) : null);
  if (st.over && !endShown) {
    // The end: the page goes to the result, once.
    endShown = true;
    document.getElementById("result").scrollIntoView({ block: "start" });
  }
}
let endShown = false;

let actionsShown = ""; // the state, turn and filter the buttons were made for

function renderActions(st, pl, force) {
  const box = document.getElementById("actions");
  // Buttons are made again only when the game moved, not at each reload,
  // so that none changes under the pointer.
  const key = `${st.version} ${st.state_id} ${st.your_turn} ${filter}`;
  if (key === actionsShown && !sending && !force) return;
  actionsShown = key;
  const f = document.getElementById("filter");
  f.hidden = !filter;
  if (filter) {
    const clear = h("button", { type: "button", class: "small", text: t("show all choices") });
    clear.addEventListener("click", () => { filter = null; renderActions(st, pl, true); });
    f.replaceChildren(t("Choices at {0}:", placeName(filter)) + " ", clear);
  }
  if (st.over) { box.replaceChildren(...resultSummary(st)); return; }
  if (!token) { box.replaceChildren(h("p", { class: "muted", text: handedOver ? t("your seat was handed to a bot: you follow the game as a spectator") : t("spectators do not act") })); return; }
  if (!st.your_turn) { box.replaceChildren(h("p", { class: "muted", text: st.over ? t("the game is over") : t("not your turn: the others are playing") })); return; }
  const shown = filter ? new Set(pl.get(filter)) : null;
  const list = h("ol", { class: "actions" });
  st.legal.forEach((a, i) => {
    if (shown && !shown.has(i)) return;
    const b = h("button", { class: "action", type: "button", "data-index": String(i), "data-notation": a.notation, "data-place": placesOf(a.action)[0] || "" },
      h("span", { class: "desc", text: a.description }),
      h("span", { class: "cost", text: free(a) ? t("free") : t("costs {0}", a.cost_text) }),
      h("code", { class: "notation", text: a.notation }));
    b.addEventListener("click", () => act(st, a.notation));
    b.addEventListener("mouseenter", () => highlight(placesOf(a.action)));
    b.addEventListener("focus", () => highlight(placesOf(a.action)));
    b.addEventListener("mouseleave", () => highlight([]));
    list.append(h("li", {}, b));
  });
  box.replaceChildren(list);
  if (filter) list.querySelector("button")?.focus();
}

// free reports whether an action costs nothing: its cost, in any
// language, has no part that is not zero.
function free(a) {
  return Object.values(a.cost || {}).every(n => !n);
}

// placeName names a place on the board, as the first part of its tip
// (to its first colon) says, or a card in the hand by its text.
function placeName(key) {
  const e = [...document.querySelectorAll("[data-place]")].find(e => e.dataset.place === key);
  const words = e ? e.dataset.tip || e.textContent : "";
  return words.split(":")[0].trim() || key;
}

// highlight marks the places an action under the pointer chooses.
function highlight(keys) {
  document.querySelectorAll(".place.hover").forEach(e => e.classList.remove("hover"));
  for (const k of keys) document.querySelectorAll(`[data-place="${k}"]`).forEach(e => e.classList.add("hover"));
}

function renderTools(st) {
  const tools = [notationSwitch()];
  if (token && st.undoable) {
    const b = h("button", { type: "button", id: "undo", text: t("Take back my last move") });
    b.addEventListener("click", () => undo(st));
    tools.push(b);
  }
  if (st.over) {
    tools.push(h("a", { href: `${api}/record`, id: "record", download: `kanban-${st.game}.txt`, text: t("Download the record") }));
    tools.push(h("a", { href: `/replay#game=${st.game}`, id: "replay", text: t("Watch the replay") }));
  }
  replace("tools", tools);
}

// notationSwitch shows or hides the notation of the decision and of each
// choice, for those who read it; the page speaks in words without it.
function notationSwitch() {
  const box = h("input", { type: "checkbox", id: "show-notation" });
  box.checked = localStorage.getItem("kanban-notation") === "1";
  document.body.classList.toggle("show-notation", box.checked);
  box.addEventListener("change", () => {
    localStorage.setItem("kanban-notation", box.checked ? "1" : "0");
    document.body.classList.toggle("show-notation", box.checked);
  });
  return h("label", { class: "inline small-text" }, box, " " + t("show the notation"));
}

// The bots a creator may hand a person's seat to, the API's choice of
// each: greedy first, the default.
const handOverBots = [{ kind: "greedy" }, { kind: "ismcts", iterations: 300 }, { kind: "ismcts", decision_time: "100ms" },
  { kind: "ismcts", decision_time: "1s" }, { kind: "learned", decision_time: "100ms" },
  { kind: "neural", decision_time: "100ms" }, { kind: "random" }];

// renderSeats says who plays each seat: a person, or which bot with what
// budget; and lets the game's creator hand a person's seat to a bot, for
// a player who left.
function renderSeats(st) {
  const box = document.getElementById("seats-panel");
  const key = st.over ? "" : creatorKey(gameID);
  box.hidden = false;
  const shown = `${st.version} ${st.state_id} ${key !== ""} ${st.seats.map(botText).join(",")}`;
  if (box.dataset.shown === shown) return;
  box.dataset.shown = shown;
  const rows = st.seats.map(seat => {
    if (seat.kind !== "human") return h("li", { text: `${colorName(seat.color)}: ${botText(seat, true)}` });
    if (!key) return h("li", {}, `${colorName(seat.color)}: ${t("a person")} `, clockOf(seat.color));
    const sel = h("select", { "aria-label": t("bot for {0}", colorName(seat.color)) }, handOverBots.map((bot, i) => h("option", { value: String(i), text: botText(bot) })));
    const b = h("button", { type: "button", class: "small", id: `bot-${seat.color}`, text: t("hand to a bot") });
    b.addEventListener("click", async () => {
      const body = { ...handOverBots[Number(sel.value)], version: current.version, state_id: current.state_id };
      const resp = await fetch(`${api}/seats/${seat.color}/bot`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });
      if (!resp.ok) showError(await answer(resp));
      box.dataset.shown = "";
      drawn = "";
      await load();
    });
    return h("li", {}, `${colorName(seat.color)}: ${t("a person")} `, clockOf(seat.color), " ", sel, " ", b);
  });
  box.replaceChildren(h("h2", { id: "seats-title", text: key ? t("Seats (you created this game)") : t("Seats") }), h("ul", {}, rows),
    ...(st.clock ? [h("p", { class: "muted", id: "clock-control", text: controlText(st.clock) })] : []));
  box.setAttribute("aria-labelledby", "seats-title");
}

async function post(path, body) {
  if (sending) return;
  sending = true;
  document.getElementById("error").textContent = "";
  document.querySelectorAll("button.action, #undo").forEach(b => { b.disabled = true; });
  actionsShown = "";
  try {
    const resp = await fetch(`${api}/${path}`, {
      method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    if (!resp.ok) {
      const out = await answer(resp);
      if (!await handedToBot(resp, out)) showError(out);
    }
  } finally {
    sending = false;
    filter = null;
    drawn = ""; // the buttons were disabled: draw them again
    await load();
  }
}

// An action or undo names the state it was chosen on: its version and its
// ID, which tells it from another state at the same version after an
// undo, so that a choice made before one is refused rather than played
// on another state.
const act = (st, notation) => post("actions", { version: st.version, state_id: st.state_id, notation });
const undo = st => post("undo", { version: st.version, state_id: st.state_id });

// The stream: every event as this seat may see it, told in words.
// EventSource sends Last-Event-ID when it reconnects, so nothing is shown
// twice; after a take-back the server sends "reset" with the version the
// game went back to.
let reloadSoon = null;
let stream = null;
function listen() {
  const url = token ? `${api}/events?token=${encodeURIComponent(token)}` : `${api}/spectate/events`;
  const es = new EventSource(url);
  stream = es;
  const list = document.getElementById("events");
  const soon = () => {
    if (reloadSoon === null) busy(1);
    clearTimeout(reloadSoon);
    reloadSoon = setTimeout(() => { reloadSoon = null; busy(-1); load(); }, 20);
  };
  es.onmessage = m => {
    const d = JSON.parse(m.data);
    // The story reads downwards, as it happened; it follows the newest
    // line unless the reader has scrolled up.
    tell(d.event, d.text);
    soon();
  };
  es.addEventListener("reset", m => {
    cut(JSON.parse(m.data).version);
    soon();
  });
  es.addEventListener("broken", m => { showError(JSON.parse(m.data)); es.close(); });
  es.addEventListener("chat", m => {
    const msg = JSON.parse(m.data);
    showMessage(msg);
    // What the clock tells the table is part of the story too.
    if (msg.author === "clock" && !list.querySelector(`li[data-chat="${msg.seq}"]`)) {
      list.append(h("li", { class: "ev timeout", "data-chat": String(msg.seq), text: msg.text }));
    }
  });
  es.addEventListener("handed-over", () => handOver());
}

// handedToBot reports whether a refusal of the seat's token is because
// the seat was handed to a bot (its stream may not have told it yet),
// and then follows the game as a spectator.
async function handedToBot(resp, out) {
  if (!token || !current || resp.status !== 403 || out.error !== "wrong_token") return false;
  const r = await fetch(`${api}/spectate`);
  if (!r.ok) return false;
  const seat = (await r.json()).seats.find(s => s.color === current.color);
  if (!seat || seat.kind === "human") return false;
  handOver();
  return true;
}

// handOver follows the game as a spectator once the game's creator has
// handed this seat to a bot: the token is no more, so the page says so,
// drops its buttons and its seat, and listens as a spectator.
function handOver() {
  if (!token) return;
  const gone = token;
  token = null;
  headers = {};
  handedOver = true;
  stream?.close();
  saveGames(myGames().filter(g => !(g.id === gameID && g.token === gone)));
  history.replaceState(null, "", location.pathname);
  document.getElementById("alerts").replaceChildren();
  document.getElementById("error").textContent = "";
  document.getElementById("handed-over").hidden = false;
  actionsShown = "";
  drawn = "";
  // The spectator's stream tells the story again, as a spectator sees it.
  clearStory();
  load();
  listen();
}

if (token) document.getElementById("alerts").replaceChildren(...alertButtons());
setUpStory("events", showPast);

// past is the version whose board is shown instead of the present's, or
// 0: a line of the story clicked shows the board as it was after its
// action, until "back to now".
let past = 0;
async function showPast(version, line) {
  const resp = await fetch(`${token ? `${api}/past` : `${api}/spectate/past`}?at=${version}`, { headers });
  const out = await answer(resp);
  if (!resp.ok) { showError(out); return; }
  past = version;
  document.body.dataset.past = String(version);
  const back = h("button", { type: "button", class: "small", id: "back-to-now", text: t("back to now") });
  back.addEventListener("click", () => {
    past = 0;
    delete document.body.dataset.past;
    document.getElementById("past").hidden = true;
    drawn = "";
    load();
  });
  const note = document.getElementById("past");
  note.replaceChildren(t("The board after: {0}", line) + " ", back);
  note.hidden = false;
  const board = document.getElementById("board");
  board.replaceChildren(...drawTable(out.view, cat, {}));
  fitTexts(board);
  note.scrollIntoView({ block: "nearest" });
}
load();
listen();
document.getElementById("zoom").replaceChildren(zoomable("board", () => fitTargets(document.getElementById("board"))));
// pinStatus keeps the header's last row, the status, in view as the page
// scrolls; on a narrow screen the rows above it scroll away, leaving the
// board its room.
function pinStatus() {
  const status = document.getElementById("status");
  document.querySelector("header").style.top = matchMedia("(max-width: 900px)").matches ? `${-Math.max(0, status.offsetTop - 4)}px` : "";
}
window.addEventListener("resize", () => { fitTargets(document.getElementById("board")); pinStatus(); });
setUpTips();
