// "Fix tax rounding in checkout": reads in both formats, grep/glob, todowrite (with and without ids), edits in
// TypeScript and Python with real patches, failing then passing test runs with ANSI colour, a patch part, reasoning.
import 'server-only';
import type { Store } from '../store';
import { ansi, MODELS, SessionBuilder } from './builders';
import { HOUR, MINUTE, storeBuilt } from './seed-helpers';

const TAX_BEFORE = `import type { Cart, Money } from './types';

export const VAT_RATES: Record<string, number> = { DE: 0.19, FR: 0.2, NL: 0.21, IE: 0.23 };

/** Tax of a cart in minor units (cents). */
export function cartTax(cart: Cart): Money {
  const rate = VAT_RATES[cart.country] ?? 0;
  let total = 0;
  for (const line of cart.lines) {
    total += line.unitPrice * line.quantity * rate;
  }
  return { amount: Math.round(total), currency: cart.currency };
}
`;

const TAX_AFTER = `import type { Cart, Money } from './types';

export const VAT_RATES: Record<string, number> = { DE: 0.19, FR: 0.2, NL: 0.21, IE: 0.23 };

/** Rounds half away from zero, as EU invoicing rules require (Math.round rounds -0.5 up). */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Tax of a cart in minor units (cents): rounded per line, then summed, so totals match the invoice. */
export function cartTax(cart: Cart): Money {
  const rate = VAT_RATES[cart.country] ?? 0;
  let total = 0;
  for (const line of cart.lines) {
    total += roundHalfAwayFromZero(line.unitPrice * line.quantity * rate);
  }
  return { amount: total, currency: cart.currency };
}
`;

const TAX_WRONG_FIX = TAX_BEFORE.replace('Math.round(total)', 'Math.ceil(total)');

const PY_BEFORE = `from decimal import Decimal, ROUND_HALF_EVEN


def line_tax(unit_price: int, quantity: int, rate: Decimal) -> int:
    """Tax of one invoice line in cents."""
    raw = Decimal(unit_price * quantity) * rate
    return int(raw.quantize(Decimal("1"), rounding=ROUND_HALF_EVEN))


def invoice_tax(lines, rate: Decimal) -> int:
    return sum(line_tax(l.unit_price, l.quantity, rate) for l in lines)
`;

const PY_AFTER = PY_BEFORE.replace('ROUND_HALF_EVEN\n', 'ROUND_HALF_UP\n').replace('rounding=ROUND_HALF_EVEN', 'rounding=ROUND_HALF_UP');

export function seedCheckoutSession(store: Store, now: number): void {
  const b = new SessionBuilder('ses_checkout_tax', now - 3 * HOUR);

  b.user('Checkout totals are off by one cent for some EU carts (see ticket SHOP-1432). Find out why and fix it, with a test.');
  b.assistant((a) => {
    a.stepStart();
    a.reasoning('**Locating the rounding**\n\nThe invoice service and checkout disagree by one cent, which smells like rounding the sum instead of each line. I should read the tax module and find every caller before changing anything.', 5_200);
    a.todo([
      { id: 'todo_1', content: 'Find where checkout rounds VAT', status: 'in_progress', priority: 'high' },
      { id: 'todo_2', content: 'Write a failing test for the SHOP-1432 cart', status: 'pending', priority: 'high' },
      { id: 'todo_3', content: 'Round per line, like the invoice service', status: 'pending', priority: 'medium' },
    ]);
    a.grep('cartTax|roundTax', ['src/checkout/tax.ts:6: export function cartTax(cart: Cart): Money {', 'src/checkout/summary.tsx:14:   const tax = cartTax(cart);', 'src/checkout/api.ts:41:     tax: cartTax(cart).amount,'], 'src');
    a.glob('src/checkout/**/*.test.ts', ['src/checkout/tax.test.ts', 'src/checkout/summary.test.ts']);
    a.read('/workspace/storefront/src/checkout/tax.ts', TAX_BEFORE.trimEnd());
    a.stepFinish({ input: 8_412, output: 611, reasoning: 180, cacheRead: 12_800 }, 'tool-calls');
  }, { finish: 'tool-calls' });

  b.assistant((a) => {
    a.stepStart();
    a.text('The tax is computed on the cart total and rounded once, while invoices round each line. I will try the quickest fix first and run the tests.');
    a.edit('src/checkout/tax.ts', TAX_BEFORE, TAX_WRONG_FIX, 'return { amount: Math.round(total), currency: cart.currency };', 'return { amount: Math.ceil(total), currency: cart.currency };');
    a.bash(
      'npx vitest run src/checkout',
      [
        '',
        ` ${ansi.bold('RUN')}  v4.1.12 /workspace/storefront`,
        '',
        ` ${ansi.red('❯')} src/checkout/tax.test.ts ${ansi.dim('(4 tests | 2 failed)')} 18ms`,
        `   ${ansi.red('×')} rounds each line like the invoice (SHOP-1432) 6ms`,
        `     → expected 1897 to be 1896`,
        `   ${ansi.red('×')} keeps zero-rated countries at zero 1ms`,
        `     → expected 1 to be 0`,
        ` ${ansi.green('✓')} src/checkout/summary.test.ts ${ansi.dim('(3 tests)')} 9ms`,
        '',
        ` ${ansi.bold('Test Files')}  ${ansi.red('1 failed')} | ${ansi.green('1 passed')} (2)`,
        `      ${ansi.bold('Tests')}  ${ansi.red('2 failed')} | ${ansi.green('5 passed')} (7)`,
      ].join('\n'),
      { exit: 1, description: 'Run the checkout tests' },
    );
    a.stepFinish({ input: 10_950, output: 402, cacheRead: 19_200 }, 'tool-calls');
  }, { finish: 'tool-calls' });

  b.assistant((a) => {
    a.stepStart();
    a.reasoning('Ceil is wrong for zero-rated carts and still rounds the total. Round each line half away from zero instead.', 2_100);
    a.edit('src/checkout/tax.ts', TAX_WRONG_FIX, TAX_AFTER);
    a.bash(
      'npx vitest run src/checkout',
      [
        '',
        ` ${ansi.bold('RUN')}  v4.1.12 /workspace/storefront`,
        '',
        ` ${ansi.green('✓')} src/checkout/tax.test.ts ${ansi.dim('(4 tests)')} 12ms`,
        ` ${ansi.green('✓')} src/checkout/summary.test.ts ${ansi.dim('(3 tests)')} 8ms`,
        '',
        ` ${ansi.bold('Test Files')}  ${ansi.green('2 passed')} (2)`,
        `      ${ansi.bold('Tests')}  ${ansi.green('7 passed')} (7)`,
      ].join('\n'),
      { exit: 0, description: 'Run the checkout tests again' },
    );
    a.patch(['src/checkout/tax.ts']);
    a.stepFinish({ input: 12_006, output: 733, reasoning: 96, cacheRead: 21_000 }, 'tool-calls');
    a.stepStart();
    a.text(
      'Fixed. `cartTax` now rounds **each line** half away from zero and sums the cents, which is what the invoice service does, so the SHOP-1432 cart totals €18.96 in both places.\n\n| Cart | Before | After |\n|---|---|---|\n| SHOP-1432 (DE) | €18.97 | €18.96 |\n| zero-rated (GB) | €0.01 | €0.00 |\n\nAll 7 checkout tests pass.',
    );
    a.stepFinish({ input: 12_900, output: 212, cacheRead: 24_100 });
  });

  b.user('Great. The Python invoice service rounds half-even though — make it round half up so both agree on .5 cents.', { gapMs: 6 * MINUTE });
  b.assistant((a) => {
    a.stepStart();
    a.read('/workspace/storefront/services/invoice/rounding.py', PY_BEFORE.trimEnd(), 'old');
    a.edit('services/invoice/rounding.py', PY_BEFORE, PY_AFTER);
    a.bash(
      'cd services/invoice && python -m pytest -q',
      `${ansi.green('.........')}${ansi.yellow('s')}                                                       [100%]\n${ansi.green('9 passed')}, ${ansi.yellow('1 skipped')} in 0.41s`,
      { exit: 0, description: 'Run the invoice service tests' },
    );
    a.todo([
      { content: 'Find where checkout rounds VAT', status: 'completed', priority: 'high' },
      { content: 'Write a failing test for the SHOP-1432 cart', status: 'completed', priority: 'high' },
      { content: 'Round per line, like the invoice service', status: 'completed', priority: 'medium' },
      { content: 'Round half up in the Python invoice service', status: 'completed', priority: 'medium' },
    ]);
    a.stepFinish({ input: 14_220, output: 488, cacheRead: 26_000 }, 'tool-calls');
    a.stepStart();
    a.text('Done: `line_tax` now uses `ROUND_HALF_UP`, so a line worth 12.5 cents of tax becomes 13 cents in both services. The invoice tests pass (one skipped test needs the staging database).');
    a.stepFinish({ input: 14_900, output: 120, cacheRead: 27_500 });
  }, { model: MODELS.sonnet });

  storeBuilt(store, b, { projectId: 'proj_storefront', title: 'Fix tax rounding in checkout', ownerId: 'usr_demo', agent: 'checkout' });
}
