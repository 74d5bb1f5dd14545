/** A question under a form with its one answer, a link-styled button: "Don't have an account? Sign Up". */
export function FormPrompt({
  question,
  action,
  onAction,
}: {
  question: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <p className="form-links center">
      {question}{' '}
      <button type="button" className="link-button" onClick={onAction}>
        {action}
      </button>
    </p>
  );
}
