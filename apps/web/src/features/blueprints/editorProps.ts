/**
 * How the editor is opened (ADR 0046): on one plan, for a job and question, from the
 * questionnaire, the job's panel or the plan chooser. The editor is a lazily loaded chunk
 * (editor/BlueprintEditor.tsx, default export), so Konva and pdfjs load only when a plan opens.
 */
export interface BlueprintEditorProps {
  /** The PDF plan (asset id). */
  fileId: string;
  /** The job being edited; null views every job's elements on the plan (and set mode calibrates). */
  jobId: string | null;
  /** The blueprint question's key ('12', '12_2'); null outside a question. */
  question: string | null;
  /** Whether the question lets its answerers change other jobs' elements (settings.editOtherJobs). */
  editOtherJobs: boolean;
  /** Clicking the file name returns to file selection (only when the chooser has several plans). */
  onChooseFile?: () => void;
  /** Closes the editor; a pending save is made first. */
  onClose: () => void;
  /** The top bar's next or submit question, when opened from the questionnaire. */
  onNext?: () => void;
  nextLabel?: 'next' | 'submit';
  /** How many plans of the project hold this job's elements: over one shows 'Multiple marked plans'. */
  markedPlans?: number;
  /** 'View job': opens the job's side panel. */
  onViewJob?: (jobId: string) => void;
}
