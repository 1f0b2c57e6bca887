import { type Client, formatPhone, PROFILE_STATUSES } from '@daybook/domain';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClients } from '../../../api/clients';
import { useProfile } from '../../../api/profile';
import { DataTable } from '../../../components/data-table';
import { DateField } from '../../../components/date-field';
import { Deferred } from '../../../components/deferred';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { SectionPanel } from '../../../components/section-panel';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { namedLocationLabel } from '../../../lib/location-options';
import { refusalDetail } from '../../../lib/refusal';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLatestHandler } from '../../../lib/use-latest-handler';
import { usePreloadOnFirstInput } from '../../../lib/use-preload-on-first-input';
import '../i18n';
import { formatCalendarDate, formatServerDate } from '../../../lib/i18n/intl';

// The edit form (React Hook Form and the domain's client rules, whose construction is a long piece
// of script work on a phone) is not in the page's first load: it is fetched at the first input on
// the page (lib/use-preload-on-first-input.ts) and shown once there. Saving needs the network, so
// a device that cannot fetch it is told the update failed, as a save would.
const loadEditDialog = () => import('../components/edit-client-dialog');
type EditDialogModule = Awaited<ReturnType<typeof loadEditDialog>>;

type StatusFilter = 'all' | (typeof PROFILE_STATUSES)[number];

interface Filters {
  search: string;
  dobFrom: string;
  dobTo: string;
  status: StatusFilter;
}

const DEFAULT_FILTERS: Filters = { search: '', dobFrom: '', dobTo: '', status: 'active' };
const NO_FILTERS: Filters = { search: '', dobFrom: '', dobTo: '', status: 'all' };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Case-insensitive substring search over last name, first name, client id and phone (docs/product-rules.md §5). */
export function matchesSearch(client: Client, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const phone = client.phone ?? '';
  if ([client.lastName, client.firstName, client.clientId, phone].some((v) => v.toLowerCase().includes(needle))) {
    return true;
  }
  // "602 555" or "(602) 555-01" finds 6025550123 however the number is written.
  const digits = digitsOf(needle);
  return digits.length > 0 && digits.length === needle.replace(/[\s()+.-]/g, '').length
    ? digitsOf(phone).includes(digits)
    : false;
}

/** "DOB from" after "DOB to": a field error, and the range is not applied (it would match nobody). */
const dobReversed = (filters: Filters) => Boolean(filters.dobFrom && filters.dobTo && filters.dobFrom > filters.dobTo);

function applyFilters(clients: Client[], filters: Filters): Client[] {
  const dobActive = Boolean(filters.dobFrom && filters.dobTo) && !dobReversed(filters);
  return clients.filter(
    (client) =>
      matchesSearch(client, filters.search) &&
      (!dobActive || (client.dob_iso >= filters.dobFrom && client.dob_iso <= filters.dobTo)) &&
      (filters.status === 'all' || client.status === filters.status),
  );
}

/** My Client List (/client): docs/product-rules.md §2 Client list with the rules of §5 and messages of §8. */
export default function ClientListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageTitles.client'));
  const profile = useProfile();
  const clients = useClients();
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [editing, setEditing] = useState<Client | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dismissedLoadError, setDismissedLoadError] = useState(0);
  const [saved, setSaved] = useState(false);
  const [editDialog, setEditDialog] = useState<EditDialogModule | null>(null);
  usePreloadOnFirstInput(loadEditDialog);
  // called from the results, which can be a render behind the page (components/deferred.tsx)
  const startEdit = useLatestHandler((client: Client) => {
    setSaved(false);
    setFailure(null);
    loadEditDialog().then(
      (module) => {
        setEditDialog(module);
        setEditing(client);
      },
      () => setFailure(t('clients.updateFailed')),
    );
  });

  const all = clients.data ?? [];
  const shown = useMemo(() => applyFilters(clients.data ?? [], filters), [clients.data, filters]);
  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));

  const loadError =
    clients.isError && dismissedLoadError !== clients.errorUpdatedAt
      ? refusalDetail(t, clients.error, t('clients.fetchFailed'))
      : null;

  const statusName = (status: StatusFilter) =>
    status === 'all' ? t('clients.allStatuses') : t(`careCodes.status.${status}`);
  const chips: { key: string; label: string; clear: Partial<Filters> }[] = [];
  if (filters.search.trim()) {
    chips.push({
      key: 'search',
      label: t('clients.chipSearch', { text: filters.search.trim() }),
      clear: { search: '' },
    });
  }
  const reversed = dobReversed(filters);
  if (filters.dobFrom && filters.dobTo && !reversed) {
    chips.push({
      key: 'dob',
      label: t('clients.chipDob', { from: formatCalendarDate(filters.dobFrom), to: formatCalendarDate(filters.dobTo) }),
      clear: { dobFrom: '', dobTo: '' },
    });
  }
  if (filters.status !== 'all') {
    chips.push({
      key: 'status',
      label: t('clients.chipStatus', { status: statusName(filters.status) }),
      clear: { status: 'all' },
    });
  }

  return (
    <Box>
      <Typography variant="h1">{t('app.pageTitles.client')}</Typography>
      {profile.data && (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }} data-testid="signed-in-as">
          {t('clients.signedInAs', { name: profile.data.name })}
        </Typography>
      )}
      <Stack spacing={2}>
        <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
        <ErrorBanner message={loadError} onDismiss={() => setDismissedLoadError(clients.errorUpdatedAt)} />
        {saved && (
          <Alert severity="success" role="status" onClose={() => setSaved(false)}>
            {t('clients.saved')}
          </Alert>
        )}
        <SectionPanel headingId="client-filters-heading" title={t('clients.filters')} dense>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
            }}
          >
            <TextInput
              id="client-search"
              type="search"
              label={t('clients.search')}
              placeholder={t('clients.searchPlaceholder')}
              value={filters.search}
              onChange={(event) => set({ search: event.target.value })}
              fullWidth
            />
            <DateField
              id="client-dob-from"
              label={t('clients.dobFrom')}
              value={filters.dobFrom}
              onChange={(event) => set({ dobFrom: event.target.value })}
              fullWidth
            />
            <DateField
              id="client-dob-to"
              label={t('clients.dobTo')}
              value={filters.dobTo}
              onChange={(event) => set({ dobTo: event.target.value })}
              error={reversed}
              helperText={reversed ? t('clients.dobReversed') : undefined}
              fullWidth
            />
            <SelectField
              id="client-status-filter"
              label={t('clients.statusFilter')}
              value={filters.status}
              onChange={(event) => set({ status: event.target.value as StatusFilter })}
              options={[
                { value: 'all', label: t('clients.allStatuses') },
                ...PROFILE_STATUSES.map((status) => ({ value: status, label: t(`careCodes.status.${status}`) })),
              ]}
              fullWidth
            />
          </Box>
          {chips.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 2 }}
              role="group"
              aria-label={t('clients.activeFilters')}
              data-testid="filter-chips"
            >
              {chips.map((chip) => (
                <Chip
                  key={chip.key}
                  label={chip.label}
                  onClick={() => set(chip.clear)}
                  onDelete={() => set(chip.clear)}
                  aria-label={t('clients.removeFilter', { filter: chip.label })}
                />
              ))}
              <Button size="small" onClick={() => setFilters(NO_FILTERS)}>
                {t('clients.clearAll')}
              </Button>
            </Stack>
          )}
        </SectionPanel>

        {/* the list follows the filters and the answer in slices, so typing stays quick (components/deferred.tsx) */}
        <Deferred
          render={() => (
            <>
              {clients.isPending && <PageLoading />}
              {clients.isSuccess && (
                <>
                  <Typography role="status" data-testid="showing-count" sx={{ fontWeight: 600 }}>
                    {t('clients.showing', { shown: shown.length, count: all.length })}
                  </Typography>
                  <DataTable
                    rows={shown}
                    columns={[
                      {
                        id: 'edit',
                        header: t('clients.edit'),
                        hideHeader: true,
                        cell: (client) => (
                          <IconButton
                            aria-label={t('clients.editClient', { name: `${client.firstName} ${client.lastName}` })}
                            onClick={() => startEdit(client)}
                            color="primary"
                          >
                            <Edit />
                          </IconButton>
                        ),
                      },
                      {
                        id: 'lastName',
                        header: t('clients.clientLast'),
                        text: (client) => client.lastName,
                        sortValue: (client) => client.lastName,
                      },
                      {
                        id: 'firstName',
                        header: t('clients.clientFirst'),
                        text: (client) => client.firstName,
                        sortValue: (client) => client.firstName,
                      },
                      {
                        id: 'clientId',
                        header: t('clients.clientId'),
                        text: (client) => client.clientId,
                        sortValue: (client) => client.clientId,
                        nowrap: true,
                      },
                      { id: 'dob', header: t('clients.dob'), text: (client) => formatServerDate(client.dob) },
                      {
                        id: 'location',
                        header: t('clients.location'),
                        text: (client) => namedLocationLabel(t, client.location, client.location_name),
                        sortValue: (client) => namedLocationLabel(t, client.location, client.location_name),
                        nowrap: true,
                      },
                      {
                        id: 'billType',
                        header: t('clients.billType'),
                        text: (client) => t(`careCodes.billType.${client.billType}`),
                      },
                      {
                        id: 'phone',
                        header: t('clients.phone'),
                        text: (client) => formatPhone(client.phone) || t('common.dash'),
                        nowrap: true,
                      },
                      {
                        id: 'guardian',
                        header: t('clients.guardian'),
                        text: (client) => client.guardian || t('common.dash'),
                      },
                    ]}
                    rowKey={(client) => client.id}
                    label={t('clients.tableCaption')}
                    emptyText={t('clients.empty')}
                    emptyTestId="clients-empty"
                    testId="client-table"
                    rowTestId="client-row"
                    minWidth={760}
                  />
                </>
              )}
            </>
          )}
        />
      </Stack>
      {editDialog && (
        <editDialog.EditClientDialog
          client={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(true);
          }}
        />
      )}
    </Box>
  );
}
