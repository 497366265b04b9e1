import { COMBO_PATHS } from '@glossa/contracts/combo';
import type { Combo, PreCheckAnswer } from '@glossa/contracts/combo-answers';
import { ERRORS } from '@glossa/contracts/errors';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, later, Refusal } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { named, text } from '../../../test-support/texts.ts';
import { SubscribeDialog } from './subscribe-dialog.tsx';

const yearly: Combo = {
  comboId: 'pro-year',
  kind: 'member',
  periodUnit: 'year',
  periodCount: 1,
  price: { currency: 'USD', listAmount: 9900, amount: 7900, discountPercent: 20, firstAmount: 5900 },
  rights: {
    monthlyChats: 300,
    dailyChats: null,
    packChats: null,
    fileMaxBytes: 100 * 1024 * 1024,
    languages: 176,
    formats: 40,
    storageDays: 30,
    domainFeature: true,
    earlyAccess: false,
    support: 'email',
    textMaxChars: 20000,
  },
};

function answer(overrides: Partial<PreCheckAnswer> = {}): PreCheckAnswer {
  return {
    comboId: 'pro-year',
    serviceType: 'subscribe',
    currency: 'USD',
    amount: 7900,
    listAmount: 7900,
    credit: 0,
    firstPrice: false,
    ...overrides,
  };
}

function dialog(combo = yearly, language = 'en') {
  const onClose = vi.fn();
  return { element: <SubscribeDialog combo={combo} currency="USD" language={language} onClose={onClose} />, onClose };
}

const payButton = () => screen.getByRole('button', { name: named('plans:subscribe.pay') });
const terms = () => screen.getByRole('checkbox');

describe('the subscribe dialog', () => {
  it('names the plan and its price, and asks the server nothing before the terms are accepted', async () => {
    const server = fakeServer();
    await renderInApp(dialog().element);
    const shown = screen.getByRole('dialog', { name: text('plans:subscribe.title', { plan: 'Pro · Yearly' }) });
    expect(within(shown).getByText('Pro · Yearly')).toBeInTheDocument();
    expect(screen.getByTestId('subscribe-amount')).toHaveTextContent('$79.00');
    expect(terms()).not.toBeChecked();
    expect(server.requests).toEqual([]);
  });

  it('will not pay before the terms are accepted', async () => {
    const server = fakeServer({ [COMBO_PATHS.preCheck]: answer() });
    const { user } = await renderInApp(dialog().element);
    await user.click(payButton());
    expect(screen.getByRole('alert')).toHaveTextContent(text('plans:subscribe.termsRequired'));
    expect(server.requests).toEqual([]);
    await user.click(terms());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the terms to the legal texts', async () => {
    fakeServer();
    await renderInApp(dialog().element);
    expect(screen.getByRole('link', { name: 'user agreement' })).toHaveAttribute(
      'href',
      '/enus/contract/userAgreement',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/enus/contract/privacyPolicy',
    );
  });

  it('checks the order once the terms are accepted and shows what this buyer pays', async () => {
    const check = later();
    const server = fakeServer({ [COMBO_PATHS.preCheck]: () => check.promise });
    const { user } = await renderInApp(dialog().element);
    await user.click(terms());
    expect(await screen.findByLabelText(text('plans:subscribe.checking'))).toBeInTheDocument();
    check.settle(answer({ amount: 5900, listAmount: 5900, firstPrice: true }));

    expect(await screen.findByText(text('plans:subscribe.firstPrice'))).toBeInTheDocument();
    expect(screen.getByTestId('subscribe-amount')).toHaveTextContent('$59.00');
    expect(server.bodiesOf(COMBO_PATHS.preCheck)).toEqual([{ comboId: 'pro-year', currency: 'USD', agreed: true }]);
  });

  it('shows an upgrade’s credit for the current plan and what is left to pay', async () => {
    fakeServer({
      [COMBO_PATHS.preCheck]: answer({ serviceType: 'upgrade', listAmount: 7900, credit: 2000, amount: 5900 }),
    });
    const { user } = await renderInApp(dialog().element);
    await user.click(terms());
    expect(await screen.findByTestId('subscribe-credit')).toHaveTextContent('-$20.00');
    expect(screen.getByTestId('subscribe-list-price')).toHaveTextContent('$79.00');
    expect(screen.getByTestId('subscribe-amount')).toHaveTextContent('$59.00');
    expect(screen.getByText(text('plans:subscribe.upgrade'))).toBeInTheDocument();
  });

  it('makes the order and goes to its checkout', async () => {
    const server = fakeServer({
      [COMBO_PATHS.preCheck]: answer(),
      [COMBO_PATHS.createOrder]: { orderNo: 'o1' },
      // The checkout address stays on this page, so the test can see the browser sent there.
      [COMBO_PATHS.toPay]: { orderNo: 'o1', payUrl: '#checkout-o1' },
    });
    const { user } = await renderInApp(dialog().element);
    await user.click(terms());
    await screen.findByTestId('subscribe-amount');
    await user.click(payButton());

    await vi.waitFor(() => expect(window.location.hash).toBe('#checkout-o1'));
    expect(server.bodiesOf(COMBO_PATHS.createOrder)).toEqual([{ comboId: 'pro-year', currency: 'USD', agreed: true }]);
    expect(server.bodiesOf(COMBO_PATHS.toPay)).toEqual([{ orderNo: 'o1' }]);
    // On its way to the checkout: no second order.
    await vi.waitFor(() => expect(payButton()).toHaveClass('ant-btn-loading'));
  });

  it('leads a buyer with an order still open to their orders, and does not let them pay again', async () => {
    fakeServer({
      [COMBO_PATHS.preCheck]: new Refusal(ERRORS.orderPending.code, 'An order of this plan awaits payment', 409),
    });
    const { user, router } = await renderInApp(dialog().element);
    await user.click(terms());
    expect(await screen.findByText('An order of this plan awaits payment')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await user.click(screen.getByRole('link', { name: text('plans:subscribe.viewOrders') }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/enus/account?tab=orders');
  });

  it('says why the checkout did not open, and pays the same order on the next try', async () => {
    let providerDown = true;
    const server = fakeServer({
      [COMBO_PATHS.preCheck]: answer(),
      [COMBO_PATHS.createOrder]: { orderNo: 'o2' },
      [COMBO_PATHS.toPay]: () =>
        providerDown
          ? new Refusal(ERRORS.paymentProviderUnavailable.code, 'The payment provider cannot be reached', 503)
          : { orderNo: 'o2', payUrl: '#checkout-o2' },
    });
    const { user } = await renderInApp(dialog().element);
    await user.click(terms());
    await screen.findByTestId('subscribe-amount');
    await user.click(payButton());
    expect(await screen.findByText('The payment provider cannot be reached')).toBeInTheDocument();

    providerDown = false;
    await user.click(payButton());
    await vi.waitFor(() => expect(window.location.hash).toBe('#checkout-o2'));
    expect(server.bodiesOf(COMBO_PATHS.createOrder)).toHaveLength(1);
    // The refused checkout was asked for twice (a busy answer is tried again once), then once more.
    expect(server.bodiesOf(COMBO_PATHS.toPay)).toEqual([{ orderNo: 'o2' }, { orderNo: 'o2' }, { orderNo: 'o2' }]);
  });

  it('closes without buying', async () => {
    const server = fakeServer();
    const { element, onClose } = dialog();
    const { user } = await renderInApp(element);
    // Ant Design's own close button, named in its locale's words.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(server.requests).toEqual([]);
  });

  it('buys a pack rather than subscribing to it', async () => {
    fakeServer();
    const pack: Combo = { ...yearly, comboId: 'pack-100', kind: 'pack', periodUnit: null, periodCount: null };
    await renderInApp(dialog(pack).element);
    expect(
      screen.getByRole('dialog', { name: text('plans:subscribe.buyTitle', { plan: text('plans:name.pack') }) }),
    ).toBeInTheDocument();
  });

  it('speaks Arabic, right to left, with the price as Arabic writes it', async () => {
    fakeServer();
    await renderInApp(dialog(yearly, 'ar').element, { locale: 'arsa' });
    const shown = screen.getByRole('dialog', { name: 'الاشتراك في الاحترافية · سنوي' });
    expect(shown.closest('.ant-modal-wrap')).toHaveClass('ant-modal-wrap-rtl');
    expect(screen.getByTestId('subscribe-amount')).toHaveTextContent(/^\u200f79\.00 \u2068US\$\u2069$/);
    expect(screen.getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اتفاقية المستخدم' })).toHaveAttribute(
      'href',
      '/arsa/contract/userAgreement',
    );
  });
});
