import { Type } from 'typebox';
import { IsoDate } from './common.ts';

export const FeedbackBody = Type.Object(
  {
    feedback_type: Type.Union([
      Type.Literal('positive'),
      Type.Literal('neutral'),
      Type.Literal('negative'),
      Type.Literal('detailed'),
    ]),
    feedback_text: Type.String({ maxLength: 5000 }),
    user_agent: Type.String({ maxLength: 1000 }),
    timestamp: IsoDate,
  },
  { additionalProperties: false, $id: 'FeedbackRequest' },
);
export const FeedbackResponse = Type.Object(
  { feedback_id: Type.String() },
  { $id: 'FeedbackResponse' },
);
