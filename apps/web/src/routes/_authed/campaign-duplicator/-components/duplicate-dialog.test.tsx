import { userMessage } from '@adfleet/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '@/hooks/use-toast';
import { toast } from '@/hooks/use-toast';
import { accountStatus, batchStatus, preflightTarget } from '@/test/clone-answers';
import { type CallWatcher, type FakeAnswers, type InputOf, type OutputOf, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { NO_WORKSPACES } from '@/test/workspace-answers';
import { campaignFixture } from './campaign-fixture';
import type { AdAccount, ClonePreflightTarget, CloneResultItem } from './clone-types';
import { DuplicateDialog } from './duplicate-dialog';

vi.mock('@/hooks/use-toast', async (importOriginal) => ({ ...(await importOriginal<typeof ToastModule>()), toast: vi.fn() }));

const campaign = campaignFixture();

const account = (adAccountId: string, name: string, status = 'ACTIVE', hasValidToken = true): AdAccount => ({
  id: `id-${adAccountId}`,
  name,
  adAccountId,
  platformId: 1,
  hasValidToken,
  status,
  currency: 'USD',
  timezoneName: null,
  lastSyncedAt: null,
});

const accounts = [account('act_1', 'Store A'), account('act_2', 'Store B'), account('act_3', 'Store C', 'DISABLED'), account('act_4', 'Store D', 'ACTIVE', false)];
const accountsQuery = { data: accounts, isPending: false, isError: false, refetch: vi.fn() };

const created = (adAccountId: string, accountName: string): CloneResultItem => ({
  success: true,
  accountName,
  message: userMessage('cloneSucceeded', { account: accountName }),
  error: null,
  campaignId: `9${adAccountId.slice(4)}`,
  adAccountId,
  warnings: [userMessage('cloneWarnAudiencesDropped', { adSet: 'Retargeting', audiences: '42' })],
  createdIds: { campaignId: `9${adAccountId.slice(4)}`, adSetIds: [], creativeIds: [], adIds: [] },
});
const failed = (adAccountId: string, accountName: string): CloneResultItem => ({
  success: false,
  accountName,
  message: userMessage('cloneFailed', { account: accountName }),
  error: userMessage('clonePageUnusable', { account: accountName, sourceId: '777' }),
  adAccountId,
  warnings: [],
  createdIds: { adSetIds: [], creativeIds: [], adIds: [] },
});

/** The preflight's answer for each asked account: passing, unless `row` says otherwise. */
function preflightAnswer({ targetAccounts }: InputOf<'clone.preflight'>, row: (adAccountId: string) => Partial<ClonePreflightTarget> = () => ({})): OutputOf<'clone.preflight'> {
  return {
    targets: targetAccounts.map((adAccountId) =>
      preflightTarget(adAccountId, {
        accountName: accounts.find((candidate) => candidate.adAccountId === adAccountId)?.name ?? adAccountId,
        pages: [
          { id: 'p1', name: 'Page 1' },
          { id: 'p2', name: 'Page 2' },
        ],
        pixels: [{ id: 'x1', name: 'Pixel 1' }],
        needsPage: true,
        needsPixel: true,
        pageId: 'p1',
        pixelId: 'x1',
        ...row(adAccountId),
      }),
    ),
  };
}

/** Every test's server answers the preflight with passing rows, and the caller's workspaces with none, beside `answers`. */
function renderDialog(answers: FakeAnswers = {}, onCall?: CallWatcher) {
  return renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign }} onClose={vi.fn()} accounts={accountsQuery} mode="sandbox" />, {
    answers: { 'clone.preflight': (input) => preflightAnswer(input), 'workspaces.list': () => NO_WORKSPACES, ...answers },
    onCall,
    language: 'es',
  });
}

/** Submit, once the preflight let it be pressed. */
async function submitWhenReady() {
  const submit = screen.getByRole('button', { name: 'Duplicar Campaña' });
  await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  fireEvent.click(submit);
}

// The dialog's inside loads after the page's first paint; here it is loaded first, as it is once a page has drawn.

describe('DuplicateDialog', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("opens with the spec's defaults and validates before calling the server", async () => {
    const onCall = vi.fn<CallWatcher>();
    renderDialog({}, onCall);
    const name = screen.getByLabelText('Nombre de la campaña');
    expect((name as HTMLInputElement).value).toBe('Summer sale - Copia');
    expect(screen.getByRole('radio', { name: 'Presupuesto diario' }).getAttribute('aria-checked')).toBe('true');
    // The source's daily budget of 5000 US cents, in dollars.
    expect((screen.getByLabelText('Monto del presupuesto') as HTMLInputElement).value).toBe('50');

    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar Campaña' }));
    expect(await screen.findByText('El nombre de la campaña es obligatorio')).toBeTruthy();
    expect(screen.getByText('Debes seleccionar al menos una cuenta')).toBeTruthy();
    expect(onCall).not.toHaveBeenCalledWith('clone.start', expect.anything());
  });

  it('offers only ACTIVE accounts with a valid token, and unchecking a partial select-all keeps the selection', () => {
    renderDialog();
    const box = (name: RegExp) => screen.getByRole('checkbox', { name });
    expect(box(/^Store C/).hasAttribute('disabled')).toBe(true);
    expect(box(/^Store D/).hasAttribute('disabled')).toBe(true);
    fireEvent.click(box(/^Seleccionar todas/));
    expect(box(/^Store A/).getAttribute('aria-checked')).toBe('true');
    expect(box(/^Store B/).getAttribute('aria-checked')).toBe('true');
    expect(box(/^Store C/).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(box(/^Store B/));
    expect(box(/^Seleccionar todas/).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(box(/^Seleccionar todas/));
    expect(box(/^Store A/).getAttribute('aria-checked')).toBe('true');
    expect(box(/^Store B/).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(box(/^Seleccionar todas/));
    expect(box(/^Store A/).getAttribute('aria-checked')).toBe('false');
  });

  it("sends the spec's request, shows each account's result and says the clone was partly done", async () => {
    let answer: (value: OutputOf<'clone.start'>) => void = () => undefined;
    const answered = new Promise<OutputOf<'clone.start'>>((resolve) => {
      answer = resolve;
    });
    const onCall = vi.fn<CallWatcher>();
    // The batch's status never answers here: the results shown are the start's.
    renderDialog({ 'clone.start': () => answered, 'clone.status': () => new Promise(() => undefined) }, onCall);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Seleccionar todas/ }));
    expect((await screen.findAllByText('Lista para clonar')).length).toBe(2);
    await submitWhenReady();
    expect(await screen.findByRole('button', { name: 'Duplicando...' })).toHaveProperty('disabled', true);
    answer({ batchId: '00000000-0000-4000-8000-000000000001', status: 'completed', results: [created('act_1', 'Store A'), failed('act_2', 'Store B')] });

    const table = await screen.findByTestId('clone-results');
    // Each account's page and pixel, as its preflight row showed them, travel with the spec's request.
    expect(onCall).toHaveBeenCalledWith('clone.start', {
      campaignId: 'c-uuid',
      nameTemplate: 'Summer sale - Copia',
      budgetType: 'daily',
      dailyBudget: 5000,
      targetAccounts: ['act_1', 'act_2'],
      targets: [
        { adAccountId: 'act_1', pageId: 'p1', pixelId: 'x1', budget: 5000 },
        { adAccountId: 'act_2', pageId: 'p1', pixelId: 'x1', budget: 5000 },
      ],
    });
    const rowA = within(table).getByText('Store A').closest('tr');
    const rowB = within(table).getByText('Store B').closest('tr');
    expect(rowA?.getAttribute('data-state')).toBe('succeeded');
    // The server's codes, written in the UI's language.
    expect(rowA?.textContent).toContain('Campaña clonada en Store A');
    expect(rowA?.textContent).toContain('Se quitaron del conjunto "Retargeting" públicos personalizados que la cuenta no puede usar: 42.');
    expect(within(rowA as HTMLElement).getAllByRole('link')[0]?.getAttribute('href')).toBe('/sandbox/graph/_sandbox/accounts/act_1/tree');
    expect(rowB?.getAttribute('data-state')).toBe('failed');
    expect(within(rowB as HTMLElement).getAllByText('No se creó campaña').length).toBeGreaterThan(0);
    expect(rowB?.textContent).toContain('No se creó la campaña en Store B');
    expect(rowB?.textContent).toContain('La cuenta Store B no puede usar la página de la campaña original (777). Indica un Page ID que esta cuenta pueda usar.');
    expect(screen.getByTestId('clone-success-count').textContent).toContain('1');
    expect(screen.getByTestId('clone-error-count').textContent).toContain('1');
    expect(screen.getByRole('heading', { name: 'Duplicación hecha en parte' })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: 'Clonación hecha en parte',
      description: 'La campaña se clonó en 1 de 2 cuentas seleccionadas; en 1 falló. Los resultados dicen por qué.',
      variant: 'default',
    });
  });

  it("polls a running batch's progress until it completes", async () => {
    let polls = 0;
    const batchId = '00000000-0000-4000-8000-000000000002';
    const progress = (state: 'running' | 'succeeded', stepsDone: number) =>
      accountStatus({ ...created('act_1', 'Store A'), success: state === 'succeeded' }, { targetId: '00000000-0000-4000-8000-0000000000b1', state, stepsDone, stepsTotal: 4 });
    renderDialog({
      'clone.start': () => ({ batchId, status: 'running', results: null }),
      'clone.status': () => {
        polls += 1;
        const done = polls > 1;
        return batchStatus({ batchId, status: done ? 'completed' : 'running', accounts: [progress(done ? 'succeeded' : 'running', done ? 4 : 2)], successCount: done ? 1 : 0, errorCount: 0 });
      },
      'clone.history': () => ({ items: [], nextCursor: null }),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Store A/ }));
    await submitWhenReady();
    expect((await screen.findAllByText('2 de 4 pasos')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('clone-results').querySelector('tr[data-state="succeeded"]')).toBeTruthy(), { timeout: 3000 });
    expect(toast).toHaveBeenCalledWith({ title: 'Campaña clonada', description: 'La campaña se clonó en la cuenta seleccionada.', variant: 'success' });
    expect(screen.getByRole('heading', { name: 'Duplicación hecha' })).toBeTruthy();
  });

  it('says what a failed account left in the account and retries it from its row', async () => {
    const batchId = '00000000-0000-4000-8000-000000000003';
    const targetId = '00000000-0000-4000-8000-0000000000b2';
    let retried = false;
    const left = { ...failed('act_2', 'Store B'), createdIds: { campaignId: '901', adSetIds: ['911', '912'], creativeIds: [], adIds: [] } };
    const row = () =>
      retried ? accountStatus(created('act_2', 'Store B'), { targetId, state: 'succeeded', stepsDone: 9, stepsTotal: 9 }) : accountStatus(left, { targetId, state: 'failed', stepsDone: 3, stepsTotal: 9 });
    const onCall = vi.fn<CallWatcher>();
    renderDialog(
      {
        'clone.start': () => ({ batchId, status: 'completed', results: [left] }),
        'clone.status': () => batchStatus({ batchId, status: 'completed', accounts: [row()], successCount: retried ? 1 : 0, errorCount: retried ? 0 : 1 }),
        'clone.retry': () => {
          retried = true;
          return { batchId, targetId };
        },
        'clone.history': () => ({ items: [], nextCursor: null }),
      },
      onCall,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^Store B/ }));
    await submitWhenReady();
    expect((await screen.findAllByText('Quedó en la cuenta, en pausa: 1 campaña, 2 conjuntos de anuncios')).length).toBeGreaterThan(0);
    // No account succeeded: a failure, never "completed".
    expect(toast).toHaveBeenCalledWith({ title: 'La clonación falló', description: 'No se pudo clonar la campaña en la cuenta seleccionada. Los resultados dicen por qué.', variant: 'destructive' });
    expect(screen.getByRole('heading', { name: 'La duplicación falló' })).toBeTruthy();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Reintentar la duplicación en Store B desde donde se detuvo' }))[0] as HTMLElement);
    await waitFor(() => expect(onCall).toHaveBeenCalledWith('clone.retry', { targetId }));
    await waitFor(() => expect(screen.getByTestId('clone-results').querySelector('tr[data-state="succeeded"]')).toBeTruthy());
    expect(screen.queryAllByTestId('clone-retry')).toEqual([]);
  });

  it("toasts the server's message in the UI language when the clone is refused", async () => {
    renderDialog({
      'clone.start': () => {
        throw trpcError(400, 'VALIDATION', userMessage('cloneTargetInactive', { account: 'Store B', adAccountId: 'act_2', status: 'DISABLED' }));
      },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Store A/ }));
    await submitWhenReady();
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Error al clonar campaña', description: 'La cuenta Store B (act_2) no está activa (DISABLED).', variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Duplicar Campaña' })).toBeTruthy();
  });

  it('keeps Submit off while an account fails its preflight, shows why, and lets the failing ones be left out', async () => {
    const asked: Array<InputOf<'clone.preflight'>> = [];
    const onCall = vi.fn<CallWatcher>();
    renderDialog(
      {
        'clone.preflight': (input) => {
          asked.push(input);
          return preflightAnswer(input, (adAccountId) => (adAccountId === 'act_2' ? { pageId: null, problems: [userMessage('preflightPageChoose', { account: 'Store B' })] } : {}));
        },
        'clone.start': () => ({ batchId: '00000000-0000-4000-8000-000000000004', status: 'completed', results: [created('act_1', 'Store A')] }),
        // Its status never answers: the results shown are the start's.
        'clone.status': () => new Promise(() => undefined),
      },
      onCall,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^Seleccionar todas/ }));
    expect(await screen.findByText('La cuenta Store B no puede usar la página de la campaña original. Elige una de sus páginas.')).toBeTruthy();
    expect(screen.getByText('Corrige o quita las cuentas marcadas en rojo para continuar.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Duplicar Campaña' });
    expect(submit).toHaveProperty('disabled', true);
    expect(asked.at(-1)).toMatchObject({ campaignId: 'c-uuid', nameTemplate: 'Summer sale - Copia', budgetType: 'daily', dailyBudget: 5000, targetAccounts: ['act_1', 'act_2'], targets: [{ adAccountId: 'act_1', budget: 5000 }, { adAccountId: 'act_2', budget: 5000 }] });

    fireEvent.click(screen.getByRole('button', { name: 'Quitar la cuenta con errores' }));
    expect(screen.getByRole('checkbox', { name: /^Store B/ }).getAttribute('aria-checked')).toBe('false');
    await submitWhenReady();
    await waitFor(() => expect(onCall).toHaveBeenCalledWith('clone.start', expect.objectContaining({ targetAccounts: ['act_1'], targets: [{ adAccountId: 'act_1', pageId: 'p1', pixelId: 'x1', budget: 5000 }] })));
  });

  it("previews each account's budget in its currency against its minimum, and sends the multiplied amount and the overrides in hundredths", async () => {
    const mixed = [account('act_1', 'Store A'), { ...account('act_2', 'Tokyo'), currency: 'JPY' }];
    // $50 × 1.5 = $75, converted by the server at 150.6 yen a dollar into ¥11,300: under Tokyo's minimum of ¥20,000.
    const converted: ClonePreflightTarget['budgetConversion'] = { kind: 'converted', from: { amount: 75, currency: 'USD' }, amount: 11300, rate: 150.6, day: '2026-12-04' };
    const onCall = vi.fn<CallWatcher>();
    renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign }} onClose={vi.fn()} accounts={{ ...accountsQuery, data: mixed }} mode="sandbox" />, {
      answers: {
        'clone.preflight': (input) => preflightAnswer(input, (adAccountId) => (adAccountId === 'act_2' ? { accountName: 'Tokyo', currency: 'JPY', minimumBudget: 20000, budgetConversion: converted } : {})),
        'clone.start': () => ({ batchId: '00000000-0000-4000-8000-000000000005', status: 'completed', results: [created('act_1', 'Store A'), created('act_2', 'Tokyo')] }),
        // Its status never answers: the results shown are the start's.
        'clone.status': () => new Promise(() => undefined),
        'workspaces.list': () => NO_WORKSPACES,
      },
      onCall,
      language: 'es',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Seleccionar todas/ }));
    fireEvent.change(screen.getByLabelText('Multiplicador de presupuesto (opcional)'), { target: { value: '1,5' } });
    const budgetOf = async (adAccountId: string) => {
      const row = (await screen.findAllByTestId('preflight-row')).find((candidate) => candidate.getAttribute('data-account') === adAccountId);
      if (!row) throw new Error(`no row for ${adAccountId}`);
      return within(row).getByTestId('row-budget');
    };
    // 50 × 1.5: 75 dollars in Store A; in Tokyo the server's ¥11,300, red under its minimum.
    await waitFor(async () => expect((await budgetOf('act_1')).textContent?.replace(/\s/g, ' ')).toContain('US$ 75,00'));
    await waitFor(async () => expect((await budgetOf('act_2')).textContent?.replace(/\s/g, ' ')).toContain('US$ 75,00 → JPY 11.300'));
    expect((await budgetOf('act_2')).textContent?.replace(/\s/g, ' ')).toContain('Mínimo: JPY 20.000');
    expect((await budgetOf('act_2')).getAttribute('data-below')).toBe('true');
    expect((await budgetOf('act_1')).getAttribute('data-below')).toBe('false');

    fireEvent.change(screen.getAllByLabelText('Monto para esta cuenta (JPY)')[0] as HTMLElement, { target: { value: '25000' } });
    await waitFor(async () => expect((await budgetOf('act_2')).getAttribute('data-below')).toBe('false'));
    await submitWhenReady();
    await waitFor(() =>
      expect(onCall).toHaveBeenCalledWith(
        'clone.start',
        expect.objectContaining({
          dailyBudget: 7500,
          targets: [
            { adAccountId: 'act_1', pageId: 'p1', pixelId: 'x1', budget: 7500 },
            { adAccountId: 'act_2', pageId: 'p1', pixelId: 'x1', budget: 2500000 },
          ],
        }),
      ),
    );
  });

  it('prefills nothing and says why when the source keeps its budgets on its ad sets', () => {
    renderWithProviders(<DuplicateDialog target={{ kind: 'campaign', campaign: { ...campaign, dailyBudget: null, lifetimeBudget: null } }} onClose={vi.fn()} accounts={accountsQuery} mode="sandbox" />, { answers: { 'clone.sourceBudget': () => null }, language: 'es' });
    expect((screen.getByLabelText('Monto del presupuesto') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/La campaña original tiene sus presupuestos en los conjuntos de anuncios/)).toBeTruthy();
  });
});
