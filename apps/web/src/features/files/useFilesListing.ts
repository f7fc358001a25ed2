import { useListAssetsQuery } from '../../components/attachments/assetsApi';

export interface FilesListingArgs {
  jobIds: string[];
  /** Zero-based, as the grid counts; the API counts from 1. */
  page: number;
  pageSize: number;
  owner?: string;
  search: string;
}

/** One page of the files screen: all files, or those of the jobs in ?jobId, paged by the server. */
export function useFilesListing({ jobIds, page, pageSize, owner, search }: FilesListingArgs) {
  const byJob = jobIds.length > 0;
  return useListAssetsQuery({ page: page + 1, pageSize, target: byJob ? 'job' : undefined, targetIds: jobIds, owner, search });
}
