/** A field's error under its control; `id` is what the control's `aria-describedby` names. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}
