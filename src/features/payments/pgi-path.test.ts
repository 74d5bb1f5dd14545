import { describe, expect, it } from 'vitest';
import { destinationPath, pgiPath, safeGatewayUrl, safeNextPath } from './pgi-path';

describe('the /pgi address', () => {
  it('goes to the transaction for quarterly and delinquent, the success page otherwise', () => {
    expect(destinationPath('transaction-history', '42')).toBe('/transaction-history/42');
    expect(destinationPath('success-page', '42')).toBe('/success-page?transaction_id=42');
  });

  it('carries the gateway address, the transaction and where to go next', () => {
    const url = new URL(
      pgiPath('https://pay.example/c?x=1&y=2', '42', '/success-page?transaction_id=42'),
      'http://l',
    );
    expect(url.searchParams.get('url')).toBe('https://pay.example/c?x=1&y=2');
    expect(url.searchParams.get('next')).toBe('/success-page?transaction_id=42');
  });

  it('frames only http(s) gateway addresses', () => {
    expect(safeGatewayUrl('https://pay.example/c', 'http://l')).toBe('https://pay.example/c');
    expect(safeGatewayUrl('/sandbox/checkout/1', 'http://l')).toBe('http://l/sandbox/checkout/1');
    expect(safeGatewayUrl('javascript:alert(1)', 'http://l')).toBeNull();
    expect(safeGatewayUrl('data:text/html,hi', 'http://l')).toBeNull();
    expect(safeGatewayUrl(null, 'http://l')).toBeNull();
  });

  it("moves on only to the portal's own after-payment pages", () => {
    expect(safeNextPath('/transaction-history/42')).toBe('/transaction-history/42');
    expect(safeNextPath('/success-page?transaction_id=42')).toBe('/success-page?transaction_id=42');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});
