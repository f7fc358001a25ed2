import { useListAssetsQuery } from '../../components/attachments/assetsApi';
import { useListJobsAssetsQuery } from './filesQuery';

export interface FilesListingArgs {
  jobIds: string[];
  /** Zero-based, as the grid counts; the API counts from 1. */
  page: number;
  pageSize: number;
  owner?: string;
  search: string;
}

/** One page of the files screen: all files, or those of the jobs in ?jobId. */
export function useFilesListing({ jobIds, page, pageSize, owner, search }: FilesListingArgs) {
  const severalJobs = jobIds.length > 1;
  const oneJob = jobIds.length === 1 ? jobIds[0] : undefined;
  const single = useListAssetsQuery(
    { page: page + 1, pageSize, target: oneJob ? 'job' : undefined, targetId: oneJob, owner, search },
    { skip: severalJobs },
  );
  const several = useListJobsAssetsQuery({ jobIds, page: page + 1, pageSize, owner, search }, { skip: !severalJobs });
  return severalJobs ? several : single;
}
