import { describe, expect, it } from 'vitest';
import { customItemText } from './send-template';

describe('customItemText', () => {
  it("asks for an upload with 'Please upload', keeping what the advisor typed", () => {
    expect(customItemText('Brokerage statement Schwab', 'upload', false)).toBe(
      'Please upload Brokerage statement Schwab',
    );
    expect(customItemText('your W-2 from Acme', 'upload', false)).toBe(
      'Please upload your W-2 from Acme',
    );
    expect(customItemText(' W-2 from Acme ', 'upload', false)).toBe('Please upload W-2 from Acme');
  });

  it('leaves questions, firms without the prefix, and items that already say it as written', () => {
    expect(customItemText('What changed?', 'text', false)).toBe('What changed?');
    expect(customItemText('Your W-2', 'upload', true)).toBe('Your W-2');
    expect(customItemText('please upload the K-1', 'upload', false)).toBe('please upload the K-1');
  });
});
