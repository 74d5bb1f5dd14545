import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncidentReport } from '@/domain/contracts/help';
import { PLACE_ROUTES, refused, stubApi } from '../test-fixtures';
import { IncidentReportForm } from './incident-report-form';

vi.mock('../api/upload-incident-photo', () => ({
  uploadIncidentPhoto: vi.fn((file: File, onProgress: (p: number) => void) => {
    onProgress(100);
    return Promise.resolve({ cdnUrl: `/api/v1/taxpayers/uploads/${file.name}`, name: file.name });
  }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// 10:00 on 1 March 2026, Manila.
const NOW = new Date('2026-03-01T02:00:00Z');
const HOME = {
  region_code: '0400000000',
  province_code: '0403400000',
  municipality_code: 'BDC',
  barangay_code: '',
};
const photo = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const created = (body: Record<string, unknown>): { data: unknown; message: string } => ({
  data: {
    type: 'incident_reports',
    id: '5',
    attributes: {
      reference_number: 'INC-260301-ABCDEFGH',
      incident_type: body.incident_type,
      occurred_at: '2026-03-01T01:00:00.000Z',
      barangay: 'Poblacion',
      municipality: 'Bayan Demo City',
      street: body.street,
      latitude: null,
      longitude: null,
      description: body.description,
      photos: body.photos,
      status: 'RECEIVED',
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    },
  },
  message: 'Created!',
});

async function fillIn(user: ReturnType<typeof userEvent.setup>, when: string) {
  await user.selectOptions(screen.getByLabelText('Incident Type'), 'Pothole or damaged road');
  await user.type(screen.getByLabelText('Date and Time'), when);
  const barangay = screen.getByLabelText('Barangay');
  await within(barangay).findByRole('option', { name: 'Poblacion' });
  await user.selectOptions(barangay, 'BDC-002');
  await user.type(screen.getByLabelText('Street'), 'Rizal Street');
  await user.type(screen.getByLabelText('Description'), 'A fallen tree blocks the road.');
}

describe('the incident report form', () => {
  it('sends the report with its photos from the home address’s city, and hands back the reference', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...PLACE_ROUTES,
      'POST /api/v1/taxpayers/incident_reports': (_url, body) => created(body as Record<string, unknown>),
    });
    const onReported = vi.fn<(r: IncidentReport) => void>();
    render(<IncidentReportForm place={HOME} now={() => NOW} onReported={onReported} />);
    await fillIn(user, '2026-03-01T09:00');
    await user.upload(screen.getByLabelText('Photos'), photo('tree.png'));
    await user.upload(screen.getByLabelText('Photos'), photo('road.png'));
    expect(screen.getByRole('list', { name: 'Attached photos' }).textContent).toContain('road.png');
    await user.click(screen.getByRole('button', { name: 'Remove tree.png' }));
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    await waitFor(() => expect(onReported).toHaveBeenCalled());
    expect(onReported.mock.calls[0]?.[0].reference_number).toBe('INC-260301-ABCDEFGH');
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      incident_type: 'POTHOLE',
      occurred_at: '2026-03-01T09:00',
      municipality_code: 'BDC',
      barangay_code: 'BDC-002',
      street: 'Rizal Street',
      latitude: '',
      longitude: '',
      description: 'A fallen tree blocks the road.',
      photos: ['/api/v1/taxpayers/uploads/road.png'],
    });
  });

  it('refuses a time later than now without sending, and shows the server’s word on a photo', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...PLACE_ROUTES,
      'POST /api/v1/taxpayers/incident_reports': () =>
        refused('photos', 'This photo is not one of your uploads. Please upload it again.'),
    });
    render(<IncidentReportForm place={HOME} now={() => NOW} onReported={vi.fn()} />);
    await fillIn(user, '2026-03-01T11:30');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findAllByText('Date and Time must not be in the future')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const when = screen.getByLabelText('Date and Time');
    await user.clear(when);
    await user.type(when, '2026-03-01T08:15');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(
      await screen.findAllByText('This photo is not one of your uploads. Please upload it again.'),
    ).not.toHaveLength(0);
  });

  it('asks for the device’s location only when the button is pressed, and fills the pin', async () => {
    const user = userEvent.setup();
    stubApi(PLACE_ROUTES);
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 14.21171234, longitude: 121.16529876 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    render(<IncidentReportForm place={HOME} now={() => NOW} onReported={vi.fn()} />);
    await screen.findByLabelText('Latitude');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('14.211712');
    expect((screen.getByLabelText('Longitude') as HTMLInputElement).value).toBe('121.165299');
    expect(screen.getByText('Your location is filled in.')).toBeTruthy();
  });
});
