// Writes host.d.ts, the TypeScript declarations of the web host's HTTP API
// (examples/server), from its OpenAPI document, examples/server/openapi.json,
// with openapi-typescript:
//
//	npm ci && npm run generate-host
//
// The document refers to the wire format's schemas (../../schema/*.schema.json)
// for the library's types; the declarations refer to kanban.d.ts's for them,
// so that a frontend has one View, one Action, one PlayerEvent. An optional
// argument names another file to write, as the Go test does to see whether
// the checked-in declarations are stale.
import { readFileSync, writeFileSync } from "node:fs";
import openapiTS from "openapi-typescript";

const here = new URL(".", import.meta.url);
const doc = JSON.parse(readFileSync(new URL("../examples/server/openapi.json", here), "utf8"));
const wire = "../../schema/";

// wireType is the name in kanban.d.ts of the type a reference names: a
// shared definition, or the definition a document's file refers to.
const wireType = (ref) => {
  const [file, pointer] = ref.slice(wire.length).split("#");
  if (pointer) return pointer.replace(/^\/\$defs\//, "");
  return JSON.parse(readFileSync(new URL(file, here), "utf8")).$ref.split("/").pop();
};

// swap replaces each reference to the wire format's schemas by a mark the
// transform below turns into kanban.d.ts's type.
const swap = (s) => {
  if (Array.isArray(s)) return s.map(swap);
  if (s === null || typeof s !== "object") return s;
  if (typeof s.$ref === "string" && s.$ref.startsWith(wire)) {
    const { $ref, ...rest } = s;
    return { ...rest, "x-kanban-type": wireType($ref) };
  }
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, swap(v)]));
};

const ts = await openapiTS(swap(doc), {
  transform: (schema) => (schema["x-kanban-type"] ? `kanban.${schema["x-kanban-type"]}` : undefined),
});
const banner =
  "/* The Kanban EV web host's HTTP API (examples/server) as TypeScript declarations, generated from examples/server/openapi.json by schema/generate-host.mjs: do not edit. */\n\n" +
  'import type * as kanban from "./kanban";\n\n';
writeFileSync(process.argv[2] ?? new URL("host.d.ts", here), banner + ts);
