// The pages' languages: English, in which the pages are written, and
// German, from the catalogue in i18n-de.js (English → German). The server
// sets <html lang> to the language the request asks for (its ?lang=, the
// lang cookie the switch sets, the browser's Accept-Language); every
// string a player sees goes through t or tn, and the HTML's own text is
// translated here at load. A string with no German is shown in English
// and listed in window.untranslated, which the tests read.
import de from "./i18n-de.js";

export const lang = document.documentElement.lang === "de" ? "de" : "en";
const catalogue = lang === "de" ? de : null;

window.untranslated = [];

// t returns a string in the page's language, its {0}, {1}… replaced by
// args in order.
export function t(english, ...args) {
  let s = english;
  if (catalogue) {
    if (Object.hasOwn(catalogue, english)) s = catalogue[english];
    else if (!window.untranslated.includes(english)) window.untranslated.push(english);
  }
  return args.length ? s.replace(/\{(\d+)\}/g, (m, i) => i < args.length ? String(args[i]) : m) : s;
}

// tn returns one or many, by n, in the page's language, n for {0} and
// args for {1} on: tn(2, "{0} Book", "{0} Books") is "2 Books".
export function tn(n, one, many, ...args) {
  return t(n === 1 ? one : many, n, ...args);
}

// errorText says why the server refused a request, from its answer's
// error code: the refusals the pages meet in words, a rule's by its ID,
// any other by its code.
export function errorText(out) {
  if (!out || !out.error) return "";
  switch (out.error) {
    case "illegal_action": return out.rule ? t("The rules do not allow that ({0}): {1}", out.rule, out.reason || "") : t("The rules do not allow that.");
    case "stale_version": return t("The game moved on before your choice arrived: here it is as it is now.");
    case "other_seat": return t("It is another seat's decision.");
    case "wrong_token": return t("This link no longer plays this seat.");
    case "no_token": return t("This page has no seat's link.");
    case "no_seat": return t("There is no such seat in this game.");
    case "broken_game": return t("The game is broken: the server cannot go on with it.");
    case "game_over": return t("The game is over.");
    case "cannot_undo": return t("There is nothing of yours to take back.");
    case "no_game": return t("There is no such game on this server.");
    case "no_action": case "bad_notation": return t("That choice is not one the game offers now.");
    case "chat_full": return t("The table talk is full.");
    case "chat_rate": case "rate_limited": return t("Too many requests: wait a moment and try again.");
    case "bad_message": return t("The message cannot be sent: it is empty or too long.");
    case "already_bot": return t("A bot already plays that seat.");
    case "bad_bot": return t("The server has no such bot.");
    case "no_key": case "wrong_key": return t("Only the game's creator may do that.");
    case "bad_record": return out.message ? t("The record cannot be read: {0}", out.message) : t("The record cannot be read.");
    case "record_too_long": return t("The record is too long.");
    case "bad_step": return t("There is no such step.");
    case "bad_game": return t("That is no game's ID.");
    case "in_play": return t("The game is still being played: its replay opens once it is over.");
    case "handed_over": return t("Your seat was handed to a bot.");
    case "server_full": case "too_many_streams": return t("The server is full: try again later.");
    case "stopping": return t("The server is stopping: try again in a moment.");
    case "cancelled": return t("The request was cancelled.");
    case "internal": return t("The server failed; the game is as it was.");
    case "not_json": return t("The server's answer could not be read.");
  }
  return t("The server refused: {0}", out.error) + (out.message ? ` (${out.message})` : "");
}

// translateStatic translates the text of the page as its HTML wrote it:
// each text node, and each title, aria-label, placeholder and alt, whose
// words (white space collapsed) are a key of the catalogue.
const attrs = ["title", "aria-label", "placeholder", "alt"];
function translateStatic() {
  if (!catalogue) return;
  const walk = n => {
    if (n.nodeType === 3) {
      const key = n.textContent.replace(/\s+/g, " ").trim();
      if (/\p{L}/u.test(key)) {
        const lead = n.textContent.match(/^\s*/)[0], trail = n.textContent.match(/\s*$/)[0];
        n.textContent = lead + t(key) + trail;
      }
      return;
    }
    if (n.nodeType !== 1 || n.matches("script, style")) return;
    for (const a of attrs) {
      const v = n.getAttribute(a);
      if (v && /\p{L}/u.test(v)) n.setAttribute(a, t(v.replace(/\s+/g, " ").trim()));
    }
    for (const c of n.childNodes) walk(c);
  };
  walk(document.documentElement);
}

const languages = [["en", "English"], ["de", "Deutsch"]];

// addressIn is the page's address in another language: the same path,
// query and fragment (a seat's #token=…), with ?lang= set.
function addressIn(l) {
  const u = new URL(location.href);
  u.searchParams.set("lang", l);
  return u.href;
}

// languageSwitch puts the switch between the languages at the end of the
// page's header: a link per language, to this page in it.
function languageSwitch() {
  const header = document.querySelector("header");
  if (!header || document.getElementById("languages")) return;
  const nav = document.createElement("nav");
  nav.id = "languages";
  nav.className = "languages";
  nav.setAttribute("aria-label", t("Language"));
  languages.forEach(([l, name], i) => {
    if (i) nav.append(" | ");
    const a = document.createElement("a");
    a.href = addressIn(l);
    a.lang = l;
    a.hreflang = l;
    a.dataset.lang = l;
    a.textContent = name;
    if (l === lang) a.setAttribute("aria-current", "true");
    // The address may have changed since (a fragment read and taken
    // out, a seat handed over): the link goes to the address of now.
    a.addEventListener("click", () => { a.href = addressIn(l); });
    nav.append(a);
  });
  header.append(nav);
}

translateStatic();
languageSwitch();
