import type { Addendum, Signature } from '@daybook/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { formatDateAndClock } from '../../../lib/i18n/intl';

/**
 * The signatures and addenda of a record, in place of the paper's blank signature line: who
 * signed, their title, when (organisation time, as the product writes a date and time:
 * "11/20/2026 03:20 PM", "20 nov 2026 03:20 p.m.") and the start of the content hash; then each
 * addendum with its reason, author and time. Printed as shown.
 */
export function SignatureBlock({
  signatures,
  addenda,
  testId,
}: {
  signatures: Signature[];
  addenda: Addendum[];
  testId: string;
}) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  return (
    // a long unbroken word (an addendum, a name) wraps inside the card instead of running off a phone's screen
    <Box data-testid={testId} sx={{ breakInside: 'avoid', overflowWrap: 'anywhere', minWidth: 0 }}>
      {signatures.map((signature) => (
        <Box
          key={signature.id}
          data-testid={`${testId}-${signature.kind}`}
          sx={{ borderBottom: '1px solid', borderColor: 'text.primary', py: 1 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t(signature.kind === 'cosign' ? 'signatures.cosignedBy' : 'signatures.signedBy', {
              name: signature.signer,
              title: signature.title,
            })}
          </Typography>
          <Typography variant="body2">
            {t('signatures.signedOn', {
              when: formatDateAndClock(signature.signed_at, zone),
              hash: signature.content_hash.slice(0, 12),
            })}
          </Typography>
        </Box>
      ))}
      {addenda.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            {t('signatures.addenda')}
          </Typography>
          {addenda.map((addendum) => (
            <Box
              key={addendum.id}
              data-testid={`${testId}-addendum`}
              sx={{ borderLeft: '3px solid', borderColor: 'primary.main', pl: 1.5, mb: 1.5 }}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {addendum.text}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('signatures.addendumLine', {
                  reason: addendum.reason,
                  name: addendum.author,
                  title: addendum.title,
                  when: formatDateAndClock(addendum.signed_at, zone),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
