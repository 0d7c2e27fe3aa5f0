// The table talk: the game's chat, its messages as the event stream tells
// them (each once, by its number), and the box to say something in, for a
// seat or, where the creator allowed it, a spectator; the replay shows the
// messages said up to the step it shows. A message's text is only ever set
// as text, never as markup.
import { h, answer, colorName } from "./board.js";
import { t, errorText } from "./i18n.js";

const seen = new Set();

// item is a message as the chat's list shows it.
function item(m) {
  const who = m.author === "spectator" ? "none" : m.author;
  return h("li", { "data-seq": String(m.seq) }, h("span", { class: `chip ${who}`, text: authorName(m.author) }), h("span", { class: "said", text: m.text }));
}

// authorName names who said a message: a colour, a spectator or the clock.
function authorName(a) {
  return a === "spectator" ? t("spectator") : a === "clock" ? t("clock") : colorName(a);
}

// showMessage adds a message to the chat's list, unless it is there.
export function showMessage(m) {
  if (seen.has(m.seq)) return;
  seen.add(m.seq);
  const list = document.getElementById("chat");
  const atEnd = list.scrollHeight - list.scrollTop - list.clientHeight < 30;
  list.append(item(m));
  if (atEnd) list.scrollTop = list.scrollHeight;
  document.getElementById("chat-empty").hidden = true;
}

// setUpChat shows the box to talk in when the page may talk, posting to
// api's chat with headers (the seat's token, or none).
export function setUpChat(api, headers, canTalk) {
  const form = document.getElementById("chat-form");
  form.hidden = !canTalk;
  if (form.dataset.ready) return;
  form.dataset.ready = "1";
  const input = document.getElementById("chat-text");
  const note = document.getElementById("chat-note");
  form.addEventListener("submit", async e => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    const resp = await fetch(`${api}/chat`, { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ text }) });
    const out = await answer(resp);
    if (!resp.ok) { note.textContent = errorText(out) || t("not sent"); return; }
    note.textContent = "";
    input.value = "";
    showMessage(out);
  });
}

let replayed = []; // a replayed game's whole chat

// loadChat reads a finished game's chat for the replay; none for a record,
// which holds no chat.
export async function loadChat(gameID) {
  replayed = [];
  if (gameID) {
    const out = await answer(await fetch(`/api/games/${encodeURIComponent(gameID)}/chat`));
    replayed = out.messages || [];
  }
  document.getElementById("chat-panel").hidden = !gameID;
}

// chatUpTo shows the replayed messages said up to the game's version.
export function chatUpTo(version) {
  const shown = replayed.filter(m => m.version <= version);
  document.getElementById("chat").replaceChildren(...shown.map(item));
  document.getElementById("chat-empty").hidden = shown.length > 0;
}
