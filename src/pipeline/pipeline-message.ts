// A message the pipeline hands the screen: its English (`message`, as the page has always shown
// it) and the msg() template and values it is made of, so that the screen shows
// t(template, vars) in the page's language (src/i18n/translate.ts).
import type { Vars } from '../i18n/index.ts';

export interface PipelineMessage {
  /** The English: `template` with `vars` filled in. */
  message: string;
  /** The catalog key, marked with msg(), with {name} placeholders. */
  template: string;
  vars: Vars;
}

export function pipelineMessage(template: string, vars: Vars = {}): PipelineMessage {
  const message = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
  return { message, template, vars };
}
