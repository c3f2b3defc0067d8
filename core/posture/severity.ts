// docs/posture-rules.md#issues issue severity colours: above 1.5 high, above 1 medium, otherwise low.
import { SEVERITY_HIGH_ABOVE, SEVERITY_MEDIUM_ABOVE } from './constants.ts';
import type { SeverityLevel } from './types.ts';

export function severityLevel(severity: number): SeverityLevel {
  if (severity > SEVERITY_HIGH_ABOVE) return 'high';
  if (severity > SEVERITY_MEDIUM_ABOVE) return 'medium';
  return 'low';
}
