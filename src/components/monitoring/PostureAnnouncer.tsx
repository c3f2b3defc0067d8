import { memo, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { messageText } from '../../state/monitoring/shown-text.ts';
import { LiveRegion } from '../LiveRegion.tsx';

/**
 * Announces posture changes politely to screen readers. The visible message can flicker between
 * states frame to frame, so a change is announced only once it has held for `settleMs`.
 */
export const PostureAnnouncer = memo(function PostureAnnouncer({
  message,
  settleMs = 1500,
}: {
  message: string;
  settleMs?: number;
}) {
  useT(); // renders again when the language changes
  const [spoken, setSpoken] = useState(message);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => setSpoken(message), settleMs);
    return () => {
      if (pending.current) clearTimeout(pending.current);
    };
  }, [message, settleMs]);
  return (
    <LiveRegion atomic testId="posture-announcer">
      {messageText(spoken)}
    </LiveRegion>
  );
});
