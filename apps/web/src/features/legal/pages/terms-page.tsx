import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LegalDocument } from '../components/legal-document';
import { useOrganisationWords } from '../components/use-organisation-words';
import '../i18n';

/** Terms (/terms): acceptable use of the service by staff. */
export default function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('terms.title'));
  const words = useOrganisationWords();
  return (
    <LegalDocument
      title={t('terms.title')}
      intro={t('terms.intro', words)}
      sections={[
        { heading: t('terms.useHeading'), points: t('terms.use', { returnObjects: true }) },
        { heading: t('terms.recordsHeading'), points: t('terms.records', { returnObjects: true }) },
        { heading: t('terms.breachHeading'), text: t('terms.breach', words) },
      ]}
    />
  );
}
