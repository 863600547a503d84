import type { ResumeExtension } from '../forms/resume-file';
import type { FileWindow } from './file-window';
import { isDoc } from './resume-doc';
import { isDocx } from './resume-docx';
import { isPdf } from './resume-pdf';

export { isDoc, isDocx, isPdf };
export { ZIP_MAX_ENTRIES } from './zip-archive';

/** By structure, not only the first bytes; reads only bounded windows. */
export const hasResumeFormat = (file: FileWindow, extension: ResumeExtension): Promise<boolean> =>
  ({ '.pdf': isPdf, '.docx': isDocx, '.doc': isDoc })[extension](file);
