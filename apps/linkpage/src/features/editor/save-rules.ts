// Loaded only through import() from the update flow: zod stays out of the studio's first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { backgroundSchema, widgetInputSchema } from '@rona/domain';

export interface SaveProblem {
  /** 1-based widget position, or null for the background. */
  index: number | null;
  message: string;
}

/** The same checks the API applies on save, run before anything is sent. */
export function checkBeforeSave(widgets: unknown[], background: unknown): SaveProblem | null {
  for (const [i, w] of widgets.entries()) {
    const r = widgetInputSchema.safeParse(w);
    if (!r.success) return { index: i + 1, message: r.error.issues[0]?.message ?? '' };
  }
  const b = backgroundSchema.safeParse(background);
  return b.success ? null : { index: null, message: b.error.issues[0]?.message ?? '' };
}
