import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input';
import type { KioskRosterEntry } from '../api/kiosk';
import { KIOSK_BIG, KioskError, KioskHeading } from './kiosk-step';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The kiosk's start: "Tap your name", a search box that narrows the names (a filter, not a form:
 * docs/ARCHITECTURE.md "Web forms") and a button per person on the roster.
 */
export function RosterStep({
  roster,
  error,
  onPick,
}: {
  roster: KioskRosterEntry[] | undefined;
  error: string | null;
  onPick: (person: KioskRosterEntry) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const people = (roster ?? []).filter((p) => fold(p.display_name).includes(fold(search.trim())));
  return (
    <Stack spacing={2}>
      <KioskHeading>{t('kiosk.pickName')}</KioskHeading>
      <KioskError error={error} />
      <TextInput
        id="kiosk-search"
        label={t('kiosk.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
        fullWidth
      />
      {roster && roster.length === 0 && <Alert severity="info">{t('kiosk.emptyRoster')}</Alert>}
      {roster && roster.length > 0 && people.length === 0 && <Alert severity="info">{t('kiosk.noMatch')}</Alert>}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {people.map((person) => (
          <li key={person.user_id}>
            <Button variant="outlined" fullWidth sx={KIOSK_BIG} onClick={() => onPick(person)}>
              {person.display_name}
            </Button>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
