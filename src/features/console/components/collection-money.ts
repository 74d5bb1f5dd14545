import { formatCentavos } from '@/domain/money/centavos';

/** Centavos as the treasury reads them: ₱1,234.50. */
export const peso = (centavos: number) => formatCentavos(centavos, { sign: true });
