import { document, resource } from '../../http/json-api';

/**
 * An application as its filing answers it: its reference, status and stored answers, with its
 * transaction history row. `type` keeps an older path's resource type (§7.5's business permits).
 */
export function applicationDocument(
  application: { id: number; transactionId: number; payload: Record<string, unknown> },
  reference: string,
  status: string,
  type = 'applications',
) {
  return document(
    resource(
      type,
      application.id,
      { reference_number: reference, status, ...application.payload },
      {
        transaction_history: {
          data: { type: 'transaction_histories', id: String(application.transactionId) },
        },
      },
    ),
  );
}
