// The lobby: create a game with people and bots at its seats, hand out a
// link per seat to invite friends, list the games this browser holds a
// seat in (kept in localStorage) and every game, to watch. A restore link
// (#restore=… after the address, which the browser never sends) carries
// this browser's seats to another one.
import { answer, h, cap, colorName } from "./board.js";
import { myGames, saveGames, restoreLink, readRestore, addRestored, botText, gameName, botName } from "./seats.js";
import { t, errorText, lang } from "./i18n.js";

const colors = ["red", "blue", "yellow", "purple"];
// The Difficulty cards of the solo mode, #1 to #9 (components/solo.go):
// their names, until the catalogue tells their titles and what each does.
const difficultyCards = ["certified-lacerda", "cushy-speech", "certified-advantage", "productive-upgrades",
  "optimized-upgrades", "increased-quotas", "forced-overtime", "keeping-up", "termination-clause"];
// Who may sit at a seat: each choice of the form and the kind of seat the
// API creates for it; and each choice's words.
const kinds = [["you", "human"], ["friend", "human"], ["random", "random"], ["greedy", "greedy"], ["ismcts", "ismcts"],
  ["learned", "learned"], ["neural", "neural"], ["", ""]];
const kindLabels = { you: t("you"), friend: t("a friend (invite link)"), random: t("random bot"), greedy: t("greedy bot"), ismcts: t("ISMCTS bot"),
  learned: t("learned bot"), neural: t("neural bot"), "": t("nobody") };
// The kinds that search a budget a decision, iterations or a time: the
// API takes "iterations" or "decision_time" for them alone.
const budgeted = new Set(["ismcts", "learned", "neural"]);

function seatRow(i) {
  const def = ["you", "ismcts", "", ""][i];
  const kind = h("select", { class: "seat-kind", id: `seat-${i}`, "aria-label": t("seat {0}: who", i + 1) },
    kinds.filter(([k]) => i > 0 || k !== "").map(([k]) => {
      const o = h("option", { value: k, text: kindLabels[k] });
      if (k === def) o.selected = true;
      return o;
    }));
  const color = h("select", { class: "seat-color", id: `color-${i}`, "aria-label": t("seat {0}: colour", i + 1) },
    colors.map(c => { const o = h("option", { value: c, text: colorName(c) }); if (c === colors[i]) o.selected = true; return o; }));
  const expert = h("input", { type: "checkbox", class: "seat-expert", id: `expert-${i}` });
  // An ISMCTS, learned or neural seat's budget: iterations (the same choices
  // every time) or a time per decision (as the server's machine and load
  // allow).
  const budget = h("span", { class: "seat-budget", id: `budget-box-${i}` },
    h("input", { type: "number", id: `budget-${i}`, value: "300", min: "1", "aria-label": t("seat {0}: bot's budget", i + 1) }), " ",
    h("select", { id: `unit-${i}`, "aria-label": t("seat {0}: bot's budget in", i + 1) },
      h("option", { value: "iterations", text: t("iterations") }), h("option", { value: "ms", text: t("ms a decision") })));
  const showBudget = () => { budget.hidden = !budgeted.has(kind.value); };
  kind.addEventListener("change", showBudget);
  showBudget();
  return h("div", { class: "seat" }, h("span", { text: `${i + 1}. ` }), kind, " ", budget, " ", color, " ", h("label", { class: "inline" }, expert, " " + t("expert side")));
}

async function create(ev) {
  ev.preventDefault();
  const err = document.getElementById("lobby-error");
  err.textContent = "";
  const solo = document.getElementById("solo").checked;
  const seats = [], roles = [];
  for (let i = 0; i < 4; i++) {
    const k = document.getElementById(`seat-${i}`).value;
    if (!k || (solo && i > 0)) continue;
    const seat = { color: document.getElementById(`color-${i}`).value, kind: kinds.find(([c]) => c === k)[1],
      expert_side: document.getElementById(`expert-${i}`).checked };
    if (budgeted.has(k)) {
      const n = parseInt(document.getElementById(`budget-${i}`).value, 10);
      if (document.getElementById(`unit-${i}`).value === "ms") seat.decision_time = `${n}ms`;
      else seat.iterations = n;
    }
    seats.push(seat);
    roles.push(k);
  }
  const body = { seats, sandra_reward: document.getElementById("sandra-reward").checked };
  const edition = document.getElementById("edition").value;
  if (edition && edition !== "builtin") body.edition = edition;
  if (document.getElementById("spectator-chat").checked) body.spectator_chat = true;
  const clockKind = document.getElementById("clock-kind").value;
  if (clockKind !== "none") {
    const n = id => parseInt(document.getElementById(id).value, 10) || 0;
    body.clock = clockKind === "decision" ? { per_decision: `${n("clock-seconds")}s` } :
      { per_game: `${n("clock-minutes")}m`, ...(n("clock-increment") ? { increment: `${n("clock-increment")}s` } : {}) };
    body.clock.on_timeout = document.getElementById("clock-on-timeout").value;
  }
  if (solo) {
    const how = document.getElementById("difficulty").value;
    body.solo = {};
    if (how === "random") body.solo.random_difficulty = true;
    if (how === "chosen") body.solo.difficulty = [...document.querySelectorAll(".difficulty-card:checked")].map(c => c.value);
  }
  const resp = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const out = await answer(resp);
  if (!resp.ok) { err.textContent = errorText(out) || resp.statusText; return; }
  // The tokens come in seating order of the human seats.
  const humans = roles.filter(r => r === "you" || r === "friend");
  const mine = [], invites = [];
  out.tokens.forEach((tok, i) => (humans[i] === "you" ? mine : invites).push(tok));
  const games = myGames();
  for (const tok of mine) games.unshift({ id: out.id, color: tok.color, token: tok.token, created: out.created });
  games.unshift({ id: out.id, creator: out.creator, created: out.created });
  saveGames(games);
  if (!invites.length && mine.length) { location.href = `/game/${out.id}#token=${mine[0].token}`; return; }
  showCreated(out, mine, invites);
}

// showCreated lists the links of a new game: one per friend's seat, the
// spectators', and the creator's own seats.
function showCreated(out, mine, invites) {
  const abs = p => new URL(p, location.href).href;
  const link = (label, url, id) => {
    const input = h("input", { type: "text", readonly: "", value: url, id, "aria-label": label });
    const copy = h("button", { type: "button", class: "small", text: t("copy") });
    copy.addEventListener("click", () => { input.select(); navigator.clipboard?.writeText(url).catch(() => {}); });
    return h("li", {}, h("label", { for: id, text: label }), input, copy);
  };
  const box = document.getElementById("created");
  box.hidden = false;
  box.replaceChildren(h("h2", { text: t("{0} is ready", cap(gameName(out.created))) }),
    h("p", { text: t("Send each friend the link of their seat: whoever opens it plays that seat. The links are shown only now.") }),
    h("ul", { class: "links" },
      invites.map(tok => link(t("Invite for {0}", colorName(tok.color)), abs(`/game/${out.id}#token=${tok.token}`), `invite-${tok.color}`)),
      link(t("For spectators"), abs(out.spectate || `/game/${out.id}`), "spectate-link"),
      mine.map(tok => h("li", {}, h("a", { href: `/game/${out.id}#token=${tok.token}`, class: "button", id: `play-${tok.color}`, text: t("Play {0}", colorName(tok.color)) })))));
  box.scrollIntoView();
  list();
}

async function list() {
  const mine = document.getElementById("my-games");
  mine.replaceChildren();
  for (const g of myGames()) {
    if (!g.token) continue;
    const status = h("span", { class: "game-status", "data-game": g.id, "data-color": g.color, text: "…" });
    mine.append(h("li", {}, h("a", { href: `/game/${g.id}#token=${g.token}`, title: t("game {0}", g.id), text: t("{0} as {1}", cap(gameName(g.created)), colorName(g.color)) }), " · ", status));
    seatStatus(g, status);
  }
  if (!mine.children.length) mine.append(h("li", { class: "muted", text: t("none yet") }));
  const r = document.getElementById("restore");
  r.replaceChildren();
  if (myGames().length) {
    const url = restoreLink(location.href);
    r.append(h("p", {}, h("label", { for: "restore-link", text: t("Your seats' link (keep it private):") + " " }),
      h("input", { type: "text", readonly: "", id: "restore-link", value: url, class: "wide" })));
  }
  const all = document.getElementById("all-games");
  all.replaceChildren();
  const resp = await fetch("/api/games");
  const out = await answer(resp);
  const games = Array.isArray(out) ? out : [];
  for (const g of games.reverse()) {
    const who = g.seats.map(s => `${colorName(s.color)} (${botText(s)})`).join(", ") + (g.solo ? " " + t("solo") : "") + (g.edition ? " · " + t("edition {0}", g.edition) : "");
    const state = g.broken ? t("broken") : g.over ? t("over") : t("version {0}", g.version);
    all.append(h("li", {}, h("a", { href: `/game/${g.id}`, title: t("game {0}", g.id), text: cap(gameName(g.created)) }), `: ${who} — ${state}`,
      g.over ? h("span", {}, " · ", h("a", { href: `/replay#game=${g.id}`, text: t("replay") })) : null));
  }
  if (!all.children.length) all.append(h("li", { class: "muted", text: t("none yet") }));
}

// seatStatus tells, in the lobby's list of this browser's seats, where a
// seat's game stands: whose turn it is (yours or whose), the day, or that
// it is over and who won; as the seat's own info says (GET .../seat).
async function seatStatus(g, el) {
  let resp, out;
  try {
    resp = await fetch(`/api/games/${g.id}/seat`, { headers: { Authorization: `Bearer ${g.token}` } });
    out = await answer(resp);
  } catch { el.textContent = t("not reachable now"); return; }
  if (!resp.ok) {
    el.textContent = { 403: t("this seat is no longer yours"), 404: t("no such game on this server"), 410: t("broken") }[resp.status] || errorText(out) || resp.statusText;
    return;
  }
  const info = out.info, st = info.status;
  if (!st) { el.textContent = info.broken ? t("broken") : ""; return; }
  const mine = out.color;
  let text;
  if (info.over) {
    const won = st.winners.includes(mine);
    if (won) text = st.winners.length > 1 ? t("over · you tied for first") : t("over · you won");
    else if (info.solo) text = t("over · the Colleagues won");
    else {
      const names = st.winners.map(colorName).join(t(" and "));
      text = st.winners.length > 1 ? t("over · {0} tied for first", names) : t("over · {0} won", names);
    }
  } else {
    const day = st.day === 0 ? t("orientation") : t("day {0}", st.day);
    const seat = info.seats.find(s => s.color === st.next);
    const whose = st.next === mine ? t("your turn") : st.next === "none" ? t("the game plays on") :
      t("{0}'s turn", colorName(st.next)) + (seat && seat.kind !== "human" ? ` (${botName(seat.kind)})` : "");
    text = `${day} · ${whose}`;
  }
  el.textContent = text;
  el.classList.toggle("yours", !info.over && st.next === mine);
}

// describeCards names each Difficulty card of the form by its title and
// says what it does, from the catalogue.
async function describeCards() {
  let cat;
  try { cat = await answer(await fetch(`/api/catalogue?lang=${lang}`)); } catch { return; }
  for (const c of cat.difficulty || []) {
    const label = document.querySelector(`.difficulty-card[value="${c.card}"]`)?.closest("label");
    if (!label) continue;
    label.querySelector(".card-title").textContent = `#${c.number} ${c.title}`;
    label.querySelector(".card-text").textContent = c.text;
  }
}

// soloForm shows the difficulty choice only for a solo game, and the
// other seats only for the others.
function soloForm() {
  const solo = document.getElementById("solo").checked;
  for (let i = 1; i < 4; i++) {
    document.getElementById(`seat-${i}`).disabled = solo;
    document.getElementById(`budget-${i}`).disabled = solo;
    document.getElementById(`unit-${i}`).disabled = solo;
  }
  document.getElementById("difficulty").disabled = !solo;
  const chosen = solo && document.getElementById("difficulty").value === "chosen";
  document.querySelectorAll(".difficulty-card").forEach(c => { c.disabled = !chosen; });
}

// offerRestore asks, in the page, before it adds the seats of a restore
// link: a link anyone can make would otherwise put another person's seats
// among this browser's, to be played as one's own.
function offerRestore() {
  const seats = readRestore();
  const box = document.getElementById("restore-offer");
  if (!seats.length) { box.hidden = true; return; }
  const accept = h("button", { type: "button", id: "restore-accept", text: seats.length === 1 ? t("Add this seat") : t("Add these {0} seats", seats.length) });
  const decline = h("button", { type: "button", id: "restore-decline", text: t("Don't add") });
  const close = () => { box.hidden = true; box.replaceChildren(); };
  accept.addEventListener("click", () => { addRestored(seats); close(); list(); });
  decline.addEventListener("click", close);
  box.replaceChildren(
    h("h2", { id: "restore-offer-title", text: t("Add seats from a link?") }),
    h("p", { text: t("The link you opened carries seats to keep in this browser. Add them only if the link is your own, made by the lobby of a browser you used: from anyone else, they are their games, not yours.") }),
    h("ul", { id: "restore-seats" }, seats.map(s => h("li", { text: s.token ? t("game {0} as {1}", s.id, colorName(s.color)) : t("game {0}: its creator's key (hands its people's seats to bots)", s.id) }))),
    h("p", {}, accept, " ", decline));
  box.hidden = false;
  accept.focus();
}

offerRestore();
const seatsBox = document.getElementById("seats");
for (let i = 0; i < 4; i++) seatsBox.append(seatRow(i));
const cards = document.getElementById("difficulty-cards");
difficultyCards.forEach((name, i) => {
  cards.append(h("label", { class: "difficulty" }, h("input", { type: "checkbox", class: "difficulty-card", value: name }), " ",
    h("span", { class: "card-title", text: `#${i + 1} ${name}` }), " ", h("span", { class: "card-text" })));
});
describeCards();
document.getElementById("solo").addEventListener("change", soloForm);
document.getElementById("difficulty").addEventListener("change", soloForm);
soloForm();
document.getElementById("new-game").addEventListener("submit", create);

// editions offers the server's editions when it plays more than the
// built-in one, each saying how many of its tables are placeholders.
async function editions() {
  const list = await answer(await fetch("/api/editions"));
  if (!Array.isArray(list) || list.length < 2) return;
  const sel = document.getElementById("edition");
  for (const e of list) {
    const ph = e.placeholders ? t(", {0} tables of placeholder values", e.placeholders) : "";
    sel.append(h("option", { value: e.name, text: (e.builtin ? t("the built-in edition") : e.name) + ph }));
  }
  document.getElementById("edition-choice").hidden = false;
}
editions();
list();

// clockForm shows the boxes of the time control chosen.
function clockForm() {
  const k = document.getElementById("clock-kind").value;
  document.getElementById("clock-decision").hidden = k !== "decision";
  document.getElementById("clock-game").hidden = k !== "game";
  document.getElementById("clock-timeout").hidden = k === "none";
}
document.getElementById("clock-kind").addEventListener("change", clockForm);
clockForm();
