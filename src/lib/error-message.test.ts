import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors } from './error-message';

const detail = (d: string) => [{ status: 'x', title: 't', detail: d }];

describe('errorMessage follows the §8 catalogue', () => {
  it('401 prefers the message, then the first error detail, then Access denied!', () => {
    expect(errorMessage(401, { message: 'Bad token', errors: detail('d') })).toBe('Bad token');
    expect(errorMessage(401, { errors: detail('Detail here') })).toBe('Detail here');
    expect(errorMessage(401, {})).toBe('Access denied!');
  });
  it('404 prefers the message, then the detail, then Access denied!', () => {
    expect(errorMessage(404, { message: 'Not found', errors: detail('d') })).toBe('Not found');
    expect(errorMessage(404, { errors: detail('No bill') })).toBe('No bill');
    expect(errorMessage(404, undefined)).toBe('Access denied!');
  });
  it('403 prefers the first error detail over the message', () => {
    expect(errorMessage(403, { message: 'm', errors: detail('Forbidden here') })).toBe('Forbidden here');
    expect(errorMessage(403, { message: 'Only message' })).toBe('Only message');
    expect(errorMessage(403, {})).toBe('Oops! Something went wrong');
  });
  it('422 shows the first error value, then message, detail, reason', () => {
    expect(errorMessage(422, { message: 'm', errors: { bin: ['BIN is wrong'], year: ['y'] } })).toBe(
      'BIN is wrong',
    );
    expect(errorMessage(422, { message: 'Invalid' })).toBe('Invalid');
    expect(errorMessage(422, { detail: 'Detail' })).toBe('Detail');
    expect(errorMessage(422, { reason: 'Reason' })).toBe('Reason');
    expect(errorMessage(422, {})).toBe('Oops! Something went wrong');
  });
  it('405 shows the first error detail or the fallback', () => {
    expect(errorMessage(405, { message: 'ignored', errors: detail('Method not allowed') })).toBe(
      'Method not allowed',
    );
    expect(errorMessage(405, { message: 'ignored' })).toBe('Oops! Something went wrong');
  });
  it('400 prefers error, then message, detail, reason', () => {
    expect(errorMessage(400, { error: 'E', message: 'M' })).toBe('E');
    expect(errorMessage(400, { message: 'M', detail: 'D' })).toBe('M');
    expect(errorMessage(400, { reason: 'R' })).toBe('R');
  });
  it('500 and a missing status prefer error, then message, then the fallback', () => {
    expect(errorMessage(500, { error: 'E', message: 'M' })).toBe('E');
    expect(errorMessage(500, { message: 'M' })).toBe('M');
    expect(errorMessage(undefined, {})).toBe('Oops! Something went wrong');
  });
});

describe('fieldErrors', () => {
  it('maps a 422 to one message per field', () => {
    expect(fieldErrors(422, { errors: { bin: ['a', 'b'], year: 'c' } })).toEqual({ bin: 'a', year: 'c' });
  });
  it('is empty for other statuses and list-shaped errors', () => {
    expect(fieldErrors(400, { errors: { bin: ['a'] } })).toEqual({});
    expect(fieldErrors(422, { errors: detail('x') })).toEqual({});
  });
});
