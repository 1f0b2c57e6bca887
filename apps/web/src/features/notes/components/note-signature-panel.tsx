import type { DailyProgress, Goal, Trial } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../api/profile';
import { SectionPanel } from '../../../components/section-panel';
import { useCosignNote, useSignNote } from '../api/signatures';
import { incompleteTrials } from '../lib/incomplete-trials';
import { AddendumDialog } from './addendum-dialog';
import { SignDialog } from './sign-dialog';
import { SignatureBlock } from './signature-block';

type Open = 'sign' | 'cosign' | 'addendum' | null;

const MISSING = {
  percentage: 'signatures.missingPercentage',
  initials: 'signatures.missingInitials',
  both: 'signatures.missingBoth',
} as const;

/**
 * The note's signature section (ADR 0015): Sign for its author while unsigned; once signed, the
 * signature lines, the addenda, Add addendum and, for a manager or an admin, Co-sign. Signing
 * warns first about saved trials scored without a percentage or initials (docs/product-rules.md §10
 * "Trials"): a signed note can no longer be completed.
 */
export function NoteSignaturePanel({
  progress,
  trials = [],
  goals = [],
}: {
  progress: DailyProgress | null;
  /** The note's saved trials, which the signature covers. */
  trials?: readonly Trial[];
  goals?: readonly Goal[];
}) {
  const { t } = useTranslation();
  const profile = useProfile();
  const sign = useSignNote();
  const cosign = useCosignNote();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const me = profile.data;
  const isAuthor = Boolean(progress && me && progress.created_by === me.id);
  const supervisor = me?.role === 'manager' || me?.role === 'admin';
  const incomplete = incompleteTrials(trials, goals);

  return (
    <SectionPanel
      headingId="note-signature-heading"
      title={t('signatures.heading')}
      headingGap={1.5}
      data-testid="note-signature"
    >
      <Stack spacing={2}>
        {notice && (
          // the close button named in the reader's language, as the page's other notices name it
          <Alert severity="success" role="status" onClose={() => setNotice(null)} closeText={t('common.dismiss')}>
            {notice}
          </Alert>
        )}
        {!progress && <Typography variant="body2">{t('signatures.saveFirst')}</Typography>}
        {progress && !progress.signed && (
          <Alert severity="info" data-testid="note-unsigned">
            {t('signatures.notSigned')}
          </Alert>
        )}
        {progress?.signed && (
          <>
            {/* the one box that says the note is signed, also right after signing: a status, so
                that its appearing is read out (a second "The note is signed and locked." repeated it) */}
            <Alert severity="success" role="status" data-testid="note-locked">
              {t('signatures.locked')}
            </Alert>
            <SignatureBlock signatures={progress.signatures} addenda={progress.addenda} testId="note-signatures" />
            {progress.requires_cosign && !progress.cosigned && (
              <Alert severity="warning">{t('signatures.needsCosign')}</Alert>
            )}
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ displayPrint: 'none' }}>
          {progress && !progress.signed && isAuthor && (
            <Button variant="contained" onClick={() => setOpen('sign')}>
              {t('signatures.sign')}
            </Button>
          )}
          {progress?.signed && (isAuthor || supervisor) && (
            <Button variant="outlined" onClick={() => setOpen('addendum')}>
              {t('signedRecord.addAddendum')}
            </Button>
          )}
          {progress?.signed && supervisor && !isAuthor && !progress.cosigned && (
            <Button variant="outlined" onClick={() => setOpen('cosign')}>
              {t('signatures.cosign')}
            </Button>
          )}
        </Stack>
      </Stack>
      {progress && (
        <>
          <SignDialog
            open={open === 'sign'}
            id="sign-note"
            title={t('signatures.signTitle')}
            attestation="author"
            submitLabel={t('signatures.sign')}
            onCancel={() => setOpen(null)}
            onSubmit={async ({ credentials }) => {
              await sign.mutateAsync({ id: progress.id, credentials });
              setOpen(null);
              setNotice(null);
            }}
          >
            {incomplete.length > 0 && (
              <Alert severity="warning" data-testid="sign-incomplete-trials">
                {t('signatures.incompleteTrials')}
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {incomplete.map((item) => (
                    <li key={`${item.goal}-${item.trial}`}>
                      {t('signatures.incompleteTrial', {
                        goal: item.goal,
                        trial: item.trial,
                        missing: t(MISSING[item.missing]),
                      })}
                    </li>
                  ))}
                </Box>
              </Alert>
            )}
          </SignDialog>
          <SignDialog
            open={open === 'cosign'}
            id="cosign-note"
            title={t('signatures.cosignTitle')}
            attestation="cosign"
            submitLabel={t('signatures.cosign')}
            onCancel={() => setOpen(null)}
            onSubmit={async ({ credentials }) => {
              await cosign.mutateAsync({ id: progress.id, credentials });
              setOpen(null);
              setNotice(t('signatures.cosignedNotice'));
            }}
          />
          <AddendumDialog
            open={open === 'addendum'}
            id="addendum-note"
            record="progress"
            recordId={() => progress.id}
            onCancel={() => setOpen(null)}
            onAdded={(added) => {
              setOpen(null);
              setNotice(added);
            }}
          />
        </>
      )}
    </SectionPanel>
  );
}
