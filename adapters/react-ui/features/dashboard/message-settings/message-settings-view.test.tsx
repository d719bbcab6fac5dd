// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../../../domain/notifications/message-kinds';
import {
  MessageSettingsText,
  MessageSettingsView,
  type MessageSettingsViewProps,
} from './message-settings-view';

const props: MessageSettingsViewProps = {
  loading: false,
  unavailable: false,
  email: 'casey@example.com',
  choices: DEFAULT_PREFERENCES,
  saved: false,
  failed: '',
  busy: false,
  onTexts: () => {},
  onCategory: () => {},
  onSave: () => {},
  onRetry: () => {},
};

const textsHint = () =>
  screen.getByRole('checkbox', { name: MessageSettingsText.textsLabel }).getAttribute('aria-describedby');
const hintText = () => document.getElementById(textsHint() ?? '')?.textContent;

describe('"What we send you" says truly where the texts about the move shown go (issue 14, §3 SmsOptIn)', () => {
  afterEach(cleanup);

  it('a move booked with texts names the number they go to', () => {
    render(<MessageSettingsView {...props} textsTo="8165550100" />);
    expect(hintText()).toBe(MessageSettingsText.textsTo('8165550100'));
    expect(hintText()).toContain('(816) 555-0100');
  });

  it('a move booked without texts says nothing is texted about it, even with the switch on', () => {
    render(<MessageSettingsView {...props} textsTo={null} />);
    expect(hintText()).toBe(MessageSettingsText.noTexts);
  });

  it('with no move shown, the switch is explained for the moves the customer books', () => {
    render(<MessageSettingsView {...props} />);
    expect(hintText()).toBe(MessageSettingsText.textsHint);
  });
});
