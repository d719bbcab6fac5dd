import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOfOtherUseCases } from './check-use-case-imports';

const app = (path: string) => join(__dirname, '..', 'application', path);
const useCase = (name: string, imports = '') =>
  `${imports}\nexport class ${name} {\n  constructor() {}\n\n  execute(input: number) {\n    return input;\n  }\n}\n`;

describe('scripts/check-use-case-imports (issue 29: one use case never imports another’s file)', () => {
  it('names a use case that imports another use case’s file', () => {
    const files = new Map([
      [app('payments/reserve.ts'), useCase('Reserve', "import { Start } from './start';")],
      [app('payments/start.ts'), useCase('Start')],
    ]);
    expect(importsOfOtherUseCases(files)).toEqual([
      'application/payments/reserve.ts imports the use case application/payments/start.ts',
    ]);
  });

  it('lets a use case import a shared piece, an interface module or a port', () => {
    const files = new Map([
      [
        app('quotes/create.ts'),
        useCase(
          'Create',
          "import { EmailQuote } from '../shared/email-quote';\nimport type { MoveCharge } from '../payments/move-charge';\nimport type { Clock } from '../ports/clock';",
        ),
      ],
      [app('shared/email-quote.ts'), useCase('EmailQuote')],
      [app('payments/move-charge.ts'), 'export interface MoveCharge {\n  execute(): void;\n}\n'],
      [app('ports/clock.ts'), 'export interface Clock {}\n'],
    ]);
    expect(importsOfOtherUseCases(files)).toEqual([]);
  });
});
