import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { KioskIdentity } from '../api/kiosk';
import { type KioskForms, useKioskFormResolver } from '../lib/kiosk-forms';
import { KioskError, KioskHeading, KioskRowButton, KioskStep } from './kiosk-step';

type Member = KioskIdentity['members'][number];

/** The form's rules (lib/kiosk-forms.ts: loaded when first needed). */
const membersRules = (forms: KioskForms) => zodResolver(forms.kioskMembersForm);

/**
 * The person's members, to check in or out in one pass (a React Hook Form form of the chosen ids,
 * checked by `kioskMembersForm`): "Check in selected" takes the chosen ones not yet in, "Check out
 * selected" the chosen ones who are.
 */
export function MembersStep({
  members,
  error,
  busy,
  onVisits,
  onBack,
}: {
  members: Member[];
  error: string | null;
  busy: boolean;
  onVisits: (action: 'check_in' | 'check_out', chosen: Member[]) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const resolver = useKioskFormResolver(membersRules);
  const { control, handleSubmit, watch } = useForm({
    resolver,
    defaultValues: { member_ids: [] as number[] },
  });
  const chosen = watch('member_ids');
  const anyIn = members.some((m) => chosen.includes(m.id) && !m.checked_in);
  const anyOut = members.some((m) => chosen.includes(m.id) && m.checked_in);
  const visits = (action: 'check_in' | 'check_out') =>
    handleSubmit(({ member_ids }) =>
      onVisits(
        action,
        members.filter((m) => member_ids.includes(m.id) && m.checked_in === (action === 'check_out')),
      ),
    );
  return (
    <KioskStep width={640}>
      <KioskHeading>{t('kiosk.membersHeading')}</KioskHeading>
      <Typography>{t('kiosk.membersHelp')}</Typography>
      <KioskError error={error} />
      <Controller
        name="member_ids"
        control={control}
        render={({ field: { value, onChange } }) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {members.map((member) => (
              <li key={member.id}>
                <FormControlLabel
                  sx={{ minHeight: 56, width: '100%', m: 0 }}
                  control={
                    <Checkbox
                      checked={value.includes(member.id)}
                      onChange={() =>
                        onChange(
                          value.includes(member.id) ? value.filter((id) => id !== member.id) : [...value, member.id],
                        )
                      }
                      sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
                    />
                  }
                  label={member.checked_in ? `${member.name} (${t('kiosk.memberCheckedIn')})` : member.name}
                />
              </li>
            ))}
          </Box>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <KioskRowButton
          variant="contained"
          disabled={busy || !anyIn}
          onClick={(event) => void visits('check_in')(event)}
        >
          {t('kiosk.checkInSelected')}
        </KioskRowButton>
        <KioskRowButton
          variant="contained"
          color="secondary"
          disabled={busy || !anyOut}
          onClick={(event) => void visits('check_out')(event)}
        >
          {t('kiosk.checkOutSelected')}
        </KioskRowButton>
        <KioskRowButton variant="outlined" onClick={onBack}>
          {t('kiosk.back')}
        </KioskRowButton>
      </Stack>
    </KioskStep>
  );
}
