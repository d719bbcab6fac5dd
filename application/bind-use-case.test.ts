import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { binderFor, bindingModule, optional } from './bind-use-case';
import type { Token } from './ports/token';

interface Greeting {
  word(): string;
}
const Greeting: Token<Greeting> = Symbol('Greeting');
interface Punctuation {
  mark(): string;
}
const Punctuation: Token<Punctuation> = Symbol('Punctuation');

class Greet {
  readonly deps: { greeting: Greeting; punctuation?: Punctuation };
  constructor(deps: { greeting: Greeting; punctuation?: Punctuation }) {
    this.deps = deps;
  }
  execute(name: string): string {
    return `${this.deps.greeting.word()}, ${name}${this.deps.punctuation?.mark() ?? ''}`;
  }
}
class GreetTwice {
  readonly greet: Greet;
  readonly punctuation: Punctuation | undefined;
  constructor(greet: Greet, punctuation: Punctuation | undefined) {
    this.greet = greet;
    this.punctuation = punctuation;
  }
  execute(name: string): string {
    return `${this.greet.execute(name)} ${this.greet.execute(name)}${this.punctuation ? '' : '.'}`;
  }
}
class Farewell {
  readonly deps: { greeting: Greeting };
  constructor(deps: { greeting: Greeting }) {
    this.deps = deps;
  }
}

const hello: Greeting = { word: () => 'Hello' };
const bang: Punctuation = { mark: () => '!' };

const useCases = bindingModule((bind) => {
  bind(Greet, { greeting: Greeting, punctuation: optional(Punctuation) });
  bind(GreetTwice, [Greet, optional(Punctuation)]);
  bind(Farewell, { greeting: Greeting }, ({ greeting }) => new Farewell({ greeting }));
});

const containerWith = async (punctuation: boolean): Promise<Container> => {
  const container = new Container();
  container.bind(Greeting).toConstantValue(hello);
  if (punctuation) container.bind(Punctuation).toConstantValue(bang);
  await container.load(useCases);
  return container;
};

describe('bindUseCase', () => {
  it('builds the use case from its ports, named once in a record', async () => {
    expect((await containerWith(true)).get(Greet).execute('Ada')).toBe('Hello, Ada!');
  });

  it('binds a singleton', async () => {
    const container = await containerWith(true);
    expect(container.get(Greet)).toBe(container.get(Greet));
    expect(container.get(GreetTwice).greet).toBe(container.get(Greet));
  });

  it('leaves an unbound optional dependency out of the deps object', async () => {
    const greet = (await containerWith(false)).get(Greet);
    expect(greet.execute('Ada')).toBe('Hello, Ada');
    expect('punctuation' in greet.deps).toBe(false);
  });

  it('passes positional arguments in order, undefined when optional and unbound', async () => {
    expect((await containerWith(true)).get(GreetTwice).execute('Ada')).toBe('Hello, Ada! Hello, Ada!');
    expect((await containerWith(false)).get(GreetTwice).punctuation).toBeUndefined();
  });

  it('binds what a build function makes of the resolved record', async () => {
    expect((await containerWith(false)).get(Farewell).deps.greeting).toBe(hello);
  });

  it('binds from a composition root too: an adapter behind its port, made of other ports', () => {
    const container = new Container();
    container.bind(Greeting).toConstantValue(hello);
    binderFor(container)(Punctuation, { greeting: Greeting }, ({ greeting }) => ({
      mark: () => greeting.word().slice(0, 1),
    }));
    expect(container.get<Punctuation>(Punctuation).mark()).toBe('H');
    expect(container.get(Punctuation)).toBe(container.get(Punctuation));
  });

  it('checks the record against the constructor at compile time', () => {
    const checks = bindingModule((bind) => {
      // @ts-expect-error a missing key
      bind(Greet, { punctuation: Punctuation });
      // @ts-expect-error a token of the wrong port
      bind(Greet, { greeting: Punctuation });
      // @ts-expect-error an unknown key
      bind(Farewell, { greeting: Greeting, extra: Punctuation });
      // @ts-expect-error optional() for a dependency the use case requires
      bind(Farewell, { greeting: optional(Greeting) });
      // @ts-expect-error a build that does not make what the token stands for
      bind(Punctuation, { greeting: Greeting }, ({ greeting }) => greeting);
      // @ts-expect-error positional tokens out of order
      bind(GreetTwice, [optional(Punctuation), Greet]);
    });
    expect(checks.id).toBeTypeOf('number');
  });
});
