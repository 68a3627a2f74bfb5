// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Company } from '@quayside/contract/companies';
import { formMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../../app/store';
import { json, startTestServer } from '../../../../test/test-server';
import { DirectorsCard } from './directors-card';
import { ShareholdersCard } from './shareholders-card';

/**
 * The company record's dialogs on react-hook-form with the contract's schemas, against a real HTTP server: what
 * the form sends (blank optional fields as null, the share count as a number), what it refuses before sending,
 * and the server's refusal shown beside the field at fault.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.visit('/dashboard/client/company');
  server.seen.length = 0;
});
afterEach(cleanup);

const COMPANY_ID = '0b7f3c1e-2a4d-4e5f-8a9b-1c2d3e4f5a6b';
const stamp = '2026-01-01T00:00:00.000Z';
const company: Company = {
  id: COMPANY_ID,
  companyId: COMPANY_ID,
  name: 'Harbourline Trading Pte. Ltd.',
  registrationNumber: null,
  jurisdiction: 'SG',
  companyType: 'private_limited',
  status: 'active',
  incorporationStatus: 'incorporated',
  statusRemarks: null,
  ownerId: null,
  preparerId: null,
  dashboardLocked: false,
  dashboardLockReason: null,
  dashboardLockedAt: null,
  editFlags: { company: true, directors: true, shareholders: true, services: true },
  incorporationDate: null,
  financialYearEnd: '12-31',
  createdAt: stamp,
  updatedAt: stamp,
  registeredAddress: null,
  businessActivity: null,
  contactEmail: null,
  contactNumber: null,
  owner: null,
  preparer: null,
  directors: [],
  shareholders: [],
  companyServices: [],
};

/** Renders a part of the record and opens its "Add" dialog. */
async function openAddDialog(card: React.ReactNode, title: string) {
  render(<Provider store={makeStore()}>{card}</Provider>);
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  return screen.findByRole('dialog', { name: title });
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

/** What the director dialog sends for a name, a document type and nothing else. */
const sentDirector = {
  fullName: 'Elena Petrova',
  email: null,
  phone: null,
  nationality: null,
  idType: 'passport',
  idNumber: null,
  dateOfBirth: null,
  address: null,
};

describe('the director dialog', () => {
  it('refuses a blank name before sending, then sends blank optional fields as null', async () => {
    server.setHandler((_req, res) =>
      json(res, 201, {
        message: 'Director added',
        director: {
          id: '5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
          companyId: COMPANY_ID,
          ...sentDirector,
          isNominee: false,
          files: {},
          createdAt: stamp,
          updatedAt: stamp,
        },
      }),
    );
    const dialog = await openAddDialog(<DirectorsCard company={company} />, 'Add a director');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add director' }));
    expect(await within(dialog).findByText(formMessages.required)).toBeTruthy();
    expect(server.seen).toHaveLength(0);

    fireEvent.change(field(dialog, 'Full name (as in the passport)'), {
      target: { value: ' Elena Petrova ' },
    });
    fireEvent.change(field(dialog, 'Identity document'), { target: { value: 'passport' } });
    fireEvent.change(field(dialog, 'E-mail'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add director' }));
    await waitFor(() => expect(server.seen).toHaveLength(1));
    expect(server.seen[0]?.path).toBe(`/api/companies/${COMPANY_ID}/directors`);
    expect(server.seen[0]?.body).toEqual(sentDirector);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal under the field at fault and above the form", async () => {
    server.setHandler((_req, res) =>
      json(res, 400, {
        message: 'Some details are not valid',
        code: 'VALIDATION_FAILED',
        fields: { 'body.email': ['Enter a valid e-mail address'] },
      }),
    );
    const dialog = await openAddDialog(<DirectorsCard company={company} />, 'Add a director');
    fireEvent.change(field(dialog, 'Full name (as in the passport)'), { target: { value: 'Elena Petrova' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add director' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Some details are not valid',
    );
    const message = await within(dialog).findByText('Enter a valid e-mail address');
    expect(message.closest('p')?.id).toBe(field(dialog, 'E-mail').getAttribute('aria-describedby'));
  });
});

describe('the shareholder dialog', () => {
  it('takes digits only for the shares and sends them as a number', async () => {
    server.setHandler((_req, res) => json(res, 500, { message: 'Not this time', code: 'INTERNAL' }));
    const dialog = await openAddDialog(<ShareholdersCard company={company} />, 'Add a shareholder');
    fireEvent.change(field(dialog, 'Full name'), { target: { value: 'Harbour Holdings' } });
    fireEvent.change(field(dialog, 'Number of shares'), { target: { value: '5,000 shares' } });
    expect(field(dialog, 'Number of shares').value).toBe('5000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shareholder' }));
    await waitFor(() => expect(server.seen).toHaveLength(1));
    expect(server.seen[0]?.body).toMatchObject({
      fullName: 'Harbour Holdings',
      shares: 5000,
      type: 'individual',
    });
  });

  it('asks for the number of shares when it is left blank', async () => {
    const dialog = await openAddDialog(<ShareholdersCard company={company} />, 'Add a shareholder');
    fireEvent.change(field(dialog, 'Full name'), { target: { value: 'Harbour Holdings' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shareholder' }));
    const message = await within(dialog).findByText(formMessages.required);
    expect(message.closest('p')?.id).toBe(field(dialog, 'Number of shares').getAttribute('aria-describedby'));
    expect(server.seen).toHaveLength(0);
  });
});
