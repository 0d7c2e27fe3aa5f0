// The replay viewer: a record (a file or its text) or a finished game
// played step by step by the server (POST /api/replay, GET
// /api/games/{id}/replay), the board drawn at every step from the View
// of the seat chosen, and the story beside it.
import { answer, drawTable, handPanel, h, colorName, fitTexts } from "./board.js";
import { t, errorText, lang } from "./i18n.js";
import { loadChat, chatUpTo } from "./chat.js";
import { resultPanel, sandraPanel } from "./parts.js";
import { zoomable } from "./zoom.js";
import { setUpTips } from "./tips.js";

let cat = null;
let source = null; // {record} or {game}
let total = 0, step = 0, as = "none";
// target is the step last asked for: a key pressed before the answer to
// the one before it steps on from there, so that quick presses add up.
let target = 0;
let story = []; // the whole game's story as the viewer reads it
let asking = 0;

function showError(msg) { document.getElementById("error").textContent = msg || ""; }

async function fetchStep(n, withStory) {
  if (source.game) {
    return fetch(`/api/games/${encodeURIComponent(source.game)}/replay?step=${n}&as=${as}${withStory ? "&story=1" : ""}`);
  }
  return fetch("/api/replay", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ record: source.record, step: n, as, story: withStory }) });
}

// show asks for step n and draws it; withStory asks for the story too
// (once a game and viewer).
async function show(n, withStory) {
  if (!source) return;
  n = Math.max(0, Math.min(n, total || n));
  target = n;
  const ticket = ++asking;
  const resp = await fetchStep(n, withStory);
  const out = await answer(resp);
  if (ticket !== asking) return; // a later step was asked for meanwhile
  if (!resp.ok) { showError(errorText(out) || resp.statusText); target = step; return; }
  showError("");
  total = out.steps;
  step = out.step;
  if (out.story) story = out.story;
  // The printed contents of the game's edition, when it is not the
  // built-in one.
  const digest = out.view.edition?.digest;
  if (digest && cat.rules !== digest) {
    const c = await answer(await fetch(`/api/catalogue?edition=${encodeURIComponent(digest)}&lang=${lang}`));
    if (ticket !== asking) return;
    if (c.rules === digest) cat = c;
  } else if (!digest && cat.rules !== builtin.rules) cat = builtin;
  render(out);
}

function render(out) {
  const v = out.view;
  document.body.dataset.step = String(step);
  document.body.dataset.version = String(out.version);
  const range = document.getElementById("step");
  range.max = String(total);
  range.value = String(step);
  document.getElementById("step-out").value = `${step} / ${total}`;
  document.getElementById("status").textContent = out.over ? t("game over") : t("day {0}, week {1}", v.day, v.week);
  document.getElementById("next").replaceChildren(out.next_text || "", " ", h("code", { class: "notation", text: out.next_notation || "" }));
  const sel = document.getElementById("as");
  if (sel.options.length === 1) {
    for (const p of v.players) sel.append(h("option", { value: p.color, text: colorName(p.color) }));
  }
  document.getElementById("board").replaceChildren(...drawTable(v, cat, {}));
  fitTexts(document.getElementById("board"));
  document.getElementById("hand").replaceChildren(...(as === "none" ? [h("p", { class: "muted", text: t("a spectator sees no hand") })] : handPanel(v, cat)));
  document.getElementById("sandra").replaceChildren(...sandraPanel(v, cat));
  document.getElementById("result").replaceChildren(out.over && out.result ? resultPanel({ view: v, result: out.result, pp_history: out.pp_history }, cat) : "");
  chatUpTo(out.version);
  const log = document.getElementById("events");
  const items = [];
  for (const line of story) {
    if (line.step > step) break;
    if (line.text) items.push(h("li", { class: `ev ${line.kind}${line.step === step ? " now" : ""}`, "data-step": String(line.step), text: line.text }));
  }
  log.replaceChildren(...items);
  // The log follows the step inside its own box; the page stays put.
  const now = log.querySelector("li.now");
  if (now) log.parentElement.scrollTop = now.offsetTop - log.parentElement.offsetTop - 8;
}

// mark returns the step nearest the one asked for, in the direction dir
// (1 or -1), at which an event of kind begins (a turn, a day, a Meeting),
// or the last or first step when there is none.
function mark(kind, dir) {
  const steps = [...new Set(story.filter(l => l.kind === kind).map(l => l.step))];
  const from = target;
  const found = dir > 0 ? steps.find(k => k > from) : steps.reverse().find(k => k < from);
  return found ?? (dir > 0 ? total : 0);
}

async function load(ev) {
  ev?.preventDefault();
  story = [];
  total = 0;
  const file = document.getElementById("record-file").files[0];
  const text = document.getElementById("record-text").value.trim();
  const id = document.getElementById("game-id").value.trim();
  if (file) source = { record: await file.text() };
  else if (text) source = { record: text };
  else if (id) source = { game: id };
  else { showError(t("choose a record file, paste a record, or give a finished game's ID")); return; }
  await loadChat(source.game);
  await show(0, true);
}

const builtin = await answer(await fetch(`/api/catalogue?lang=${lang}`));
cat = builtin;
document.getElementById("load-form").addEventListener("submit", load);
const on = (id, f) => document.getElementById(id).addEventListener("click", f);
on("first", () => show(0));
on("back", () => show(target - 1));
on("forward", () => show(target + 1));
on("last", () => show(total));
for (const [what, kind] of [["turn", "turn-started"], ["day", "day-started"], ["meeting", "meeting-started"]]) {
  on(`prev-${what}`, () => show(mark(kind, -1)));
  on(`next-${what}`, () => show(mark(kind, 1)));
}
document.getElementById("step").addEventListener("input", e => show(Number(e.target.value)));
document.getElementById("as").addEventListener("change", e => { as = e.target.value; show(target, true); });
document.addEventListener("keydown", e => {
  if (e.target.closest("input, textarea, select")) return;
  if (e.key === "ArrowRight" && e.shiftKey) show(mark("turn-started", 1));
  else if (e.key === "ArrowLeft" && e.shiftKey) show(mark("turn-started", -1));
  else if (e.key === "ArrowRight") show(target + 1);
  else if (e.key === "ArrowLeft") show(target - 1);
  else if (e.key === "PageDown") show(mark("day-started", 1));
  else if (e.key === "PageUp") show(mark("day-started", -1));
  else if (e.key === "Home") show(0);
  else if (e.key === "End") show(total);
  else return;
  e.preventDefault();
});
const hash = new URLSearchParams(location.hash.slice(1));
if (hash.get("game")) {
  document.getElementById("game-id").value = hash.get("game");
  load();
}
document.getElementById("zoom").replaceChildren(zoomable("board"));
setUpTips();
