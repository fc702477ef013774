let labels: Readonly<Record<string, string>> = {};
let loading: Promise<void> | null = null;

/**
 * The label table (about 1 KB gzipped) is fetched with the first error toast instead of with every
 * first load; until then messages show without their field's name.
 */
export function loadFieldLabels(): Promise<void> {
  loading ??= import('./field-label-table').then((m) => {
    labels = m.FIELD_LABELS;
  });
  return loading;
}

/** The readable name of a field path ('products.0.quantity' → 'Jumlah'); null when the table has none. */
export function fieldLabel(field: string): string | null {
  const path = field.replace(/\.\d+(?=\.|$)/g, '.*');
  return labels[path] ?? labels[path.split('.').at(-1) ?? ''] ?? null;
}

/**
 * A validation message with its field, as the shared handler shows it: '<message>. <label>',
 * only the message when it already names the field ('Kode OTP salah') or the field has no name.
 */
export function messageWithField(message: string, field: string | undefined): string {
  const label = field ? fieldLabel(field) : null;
  if (!label || message.toLowerCase().includes(label.toLowerCase())) return message;
  return `${message}. ${label}`;
}
