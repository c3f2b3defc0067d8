// The plain words of a "That wasn't a slouch" correction (docs/posture-rules.md#false-alarm-feedback),
// built from its parts so that the app can say them in its language: `word` gives each phrase
// (a template with {name} placeholders) in that language and `list` joins phrases with 'and' as
// the language does. Given nothing, they are the English below, joined as en-US does.
import type { IssueType } from './types.ts';

type Subject = 'head' | 'shoulders';

/** 'A little more room' per rule: whose, and how. */
const ROOM: Record<IssueType, { subject: Subject; room: string }> = {
  slouching: { subject: 'head', room: 'a little lower' },
  forwardHead: { subject: 'head', room: 'a little further forward' },
  headTilt: { subject: 'head', room: 'a little more tilt' },
  shoulderAsymmetry: { subject: 'shoulders', room: 'a little more unevenness' },
};
const SUBJECT: Record<Subject, string> = {
  head: 'your head {rooms}',
  shoulders: 'your shoulders {rooms}',
};
/** The rule at its cap. */
const AREA: Record<IssueType, string> = {
  slouching: 'how low your head sits',
  forwardHead: 'how far forward your head is',
  headTilt: 'how far your head tilts',
  shoulderAsymmetry: 'how uneven your shoulders are',
};

export const CORRECTED_TEXT = "Got it: I'll allow {room} from now on.";
export const CAPPED_TEXT =
  'I already allow as much as I can for {areas} here. If the coach still flags you while you sit well, recalibrate.';
/** Added when a correction could not give all the room that flag needed (it reached the cap). */
export const AT_MOST_TEXT =
  'That is as much as I can allow, so it may still flag you here; if it does while you sit well, recalibrate.';
export const UNDONE_TEXT = 'Undone: the coach judges as before.';

export type Word = (text: string, vars?: Readonly<Record<string, string>>) => string;
export type List = (parts: string[]) => string;

const english: Word = (text, vars = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
const englishList: List = (parts) =>
  new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(parts);

/** What a correction did: the rules widened, those already at their cap, and whether one fell short. */
export interface CorrectionParts {
  changed: readonly IssueType[];
  capped: readonly IssueType[];
  short: boolean;
}

/**
 * 'Got it: I'll allow your head a little further forward and a little lower from now on.', with the
 * at-most sentence when a rule reached its cap; or, when nothing could widen, which rules are at
 * their cap and what to do.
 */
export function correctionWords(
  c: CorrectionParts,
  word: Word = english,
  list: List = englishList,
) {
  if (c.changed.length === 0)
    return word(CAPPED_TEXT, { areas: list(c.capped.map((t) => word(AREA[t]))) });
  const bySubject = new Map<Subject, string[]>();
  for (const t of c.changed) {
    const { subject, room } = ROOM[t];
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), word(room)]);
  }
  const rooms = [...bySubject].map(([subject, r]) => word(SUBJECT[subject], { rooms: list(r) }));
  const corrected = word(CORRECTED_TEXT, { room: list(rooms) });
  return c.short ? `${corrected} ${word(AT_MOST_TEXT)}` : corrected;
}
