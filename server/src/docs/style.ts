/** The /api/docs stylesheet, served from our origin (docs/page.ts links it; no inline style). */
export const DOCS_CSS = `:root { color-scheme: light dark; --fg: #1b1f24; --bg: #fff; --muted: #57606a; --line: #d0d7de; --link: #0a58ca; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9da7b3; --line: #30363d; --link: #6cb6ff; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--link); }
a:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
h1 small { font-size: 1rem; color: var(--muted); font-weight: normal; }
h2 { margin-top: 2.5rem; border-bottom: 2px solid var(--line); text-transform: capitalize; }
h3 { margin: 0 0 0.25rem; font-size: 1.1rem; }
h4 { margin: 1rem 0 0.25rem; font-size: 1rem; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; padding: 0; list-style: none; }
.operation, .schema { border: 1px solid var(--line); border-radius: 6px; padding: 1rem; margin: 1rem 0; }
.summary { margin-top: 0; font-weight: 600; }
.method { display: inline-block; min-width: 4.5rem; padding: 0 0.4rem; border-radius: 4px; text-align: center; font-family: ui-monospace, monospace; color: #fff; background: #57606a; }
.method-get { background: #0b6b3a; } .method-post { background: #0a58ca; } .method-put, .method-patch { background: #8a4b00; } .method-delete { background: #b42318; }
code { font-family: ui-monospace, monospace; font-size: 0.95em; }
table { width: 100%; border-collapse: collapse; margin: 0.25rem 0; }
caption { text-align: left; color: var(--muted); }
th, td { border: 1px solid var(--line); padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
thead th { background: color-mix(in srgb, var(--line) 35%, transparent); }
`;
