import '@/lib/zod-messages.ts';
/** What a shared zod schema offers to a form (kept structural, so the web app needs no zod import). */
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** First message per field of a failed parse: the same messages the server answers with. */
export function issuesByField<F extends string>(schema: SafeParser, value: unknown): Partial<Record<F, string>> {
  const result = schema.safeParse(value);
  const errors: Partial<Record<F, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as F;
    errors[key] ??= issue.message;
  }
  return errors;
}
