import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavosToPesos, formatCentavos, parseCentavos, toCentavos } from './centavos';

describe('parseCentavos', () => {
  it.each([
    ['1234.56', 123456],
    ['1,234.5', 123450],
    ['₱100', 10000],
    [' 0.01 ', 1],
    ['-12.30', -1230],
    ['999999999999.99', 99999999999999],
    [12.5, 1250],
    [0.1 + 0.2, 30],
  ] as const)('reads %j as %i centavos exactly', (input, centavos) => {
    expect(parseCentavos(input, 'half-up')).toBe(centavos);
  });

  it('refuses a third decimal unless asked to round', () => {
    expect(parseCentavos('1234.565')).toBeNull();
    expect(parseCentavos('1234.565', 'half-up')).toBe(123457);
    expect(parseCentavos('1234.564', 'half-up')).toBe(123456);
  });

  it('rounds half away from zero, on the decimal as written rather than the float', () => {
    expect(parseCentavos(1.005, 'half-up')).toBe(101); // 1.005 is 1.00499999… as a double
    expect(parseCentavos('-1.005', 'half-up')).toBe(-101);
    expect(parseCentavos('0.995', 'half-up')).toBe(100);
    expect(parseCentavos('-0.001', 'half-up')).toBe(0);
  });

  it.each(['', 'abc', '1.2.3', '1,23.00', '12,3456', '1e3', '--1', Number.NaN, Infinity])(
    'refuses %j',
    (input) => {
      expect(parseCentavos(input)).toBeNull();
    },
  );

  it('refuses amounts too large to be exact', () => {
    expect(parseCentavos('900719925474099.92')).toBeNull();
  });

  it('reads tiny numbers that print in exponent form', () => {
    expect(parseCentavos(1e-7, 'half-up')).toBe(0);
  });
});

describe('toCentavos', () => {
  it('throws a RangeError for a non-amount', () => expect(() => toCentavos('twelve')).toThrow(RangeError));
});

describe('centavos back to text', () => {
  it('writes payload decimals and en-PH display', () => {
    expect(centavosToPesos(123450)).toBe('1234.50');
    expect(centavosToPesos(-5)).toBe('-0.05');
    expect(formatCentavos(123456789)).toBe('1,234,567.89');
    expect(formatCentavos(-123450, { sign: true })).toBe('-₱1,234.50');
    expect(formatCentavos(99999999999999, { sign: true })).toBe('₱999,999,999,999.99');
  });

  it('refuses fractional centavos', () => expect(() => centavosToPesos(1.5)).toThrow(RangeError));

  it('round-trips every centavo amount through its payload text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (centavos) => {
        expect(parseCentavos(centavosToPesos(centavos))).toBe(centavos);
        expect(parseCentavos(formatCentavos(centavos))).toBe(centavos);
      }),
    );
  });
});
