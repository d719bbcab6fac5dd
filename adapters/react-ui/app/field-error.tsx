/**
 * A field's §5 messages in one line under it (`id` is what the field's aria-describedby names); nothing
 * when there are none.
 */
export function FieldError({
  id,
  messages,
}: {
  id: string;
  messages: readonly string[] | string | null | undefined;
}) {
  const text = typeof messages === 'string' ? messages : messages?.join(' ');
  return text ? (
    <p className="field-error" id={id}>
      {text}
    </p>
  ) : null;
}
