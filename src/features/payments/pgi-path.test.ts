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

  it("frames only the configured gateway's checkout pages", () => {
    const paymongo = 'https://checkout.paymongo.com/';
    expect(safeGatewayUrl('https://checkout.paymongo.com/cs_1#a', paymongo, 'http://l')).toBe(
      'https://checkout.paymongo.com/cs_1#a',
    );
    const sandbox = 'http://l/sandbox/checkout/';
    expect(safeGatewayUrl('/sandbox/checkout/1', sandbox, 'http://l')).toBe('http://l/sandbox/checkout/1');
    expect(safeGatewayUrl('http://l/sandbox/checkout/1', sandbox, 'http://l')).toBe(
      'http://l/sandbox/checkout/1',
    );
    // Any other https site, look-alike hosts, other portal pages and script addresses: refused.
    for (const raw of [
      'https://pay.example/c',
      'https://checkout.paymongo.com.evil.example/cs_1',
      'https://checkout.paymongo.com@evil.example/cs_1',
      'http://checkout.paymongo.com/cs_1',
      'https://evil.example/sandbox/checkout/1',
    ]) {
      expect(safeGatewayUrl(raw, paymongo, 'http://l'), raw).toBeNull();
      expect(safeGatewayUrl(raw, sandbox, 'http://l'), raw).toBeNull();
    }
    expect(safeGatewayUrl('/logout', sandbox, 'http://l')).toBeNull();
    expect(safeGatewayUrl('https://checkout.paymongo.com/cs_1', sandbox, 'http://l')).toBeNull();
    expect(safeGatewayUrl('javascript:alert(1)', sandbox, 'http://l')).toBeNull();
    expect(safeGatewayUrl('data:text/html,hi', paymongo, 'http://l')).toBeNull();
    expect(safeGatewayUrl(null, sandbox, 'http://l')).toBeNull();
  });

  it("moves on only to the portal's own after-payment pages", () => {
    expect(safeNextPath('/transaction-history/42')).toBe('/transaction-history/42');
    expect(safeNextPath('/success-page?transaction_id=42')).toBe('/success-page?transaction_id=42');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});
