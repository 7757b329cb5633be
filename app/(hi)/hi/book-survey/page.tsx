import { surveyMetadata, SurveyPageView } from '@/components/templates/survey-page';

export const metadata = surveyMetadata('hi');

export default function SurveyPageHindi() {
  return <SurveyPageView locale="hi" />;
}
