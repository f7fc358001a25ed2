import { Injectable, type PipeTransform } from '@nestjs/common';
import { jobsList, type ListQuery } from '@fieldwork/contracts';
import { ListQueryPipe } from '../lists/list-query.pipe';

/** A jobs list request, and whether it named its sort (else the instance's defaultJobSort sorts it). */
export interface JobsListRequest {
  query: ListQuery;
  sortAsked: boolean;
}

/** Parses GET /v2/jobs and /v1/jobs as every list is parsed, remembering whether a sort was given. */
@Injectable()
export class JobsListQueryPipe implements PipeTransform<unknown, JobsListRequest> {
  private readonly list = new ListQueryPipe(jobsList);

  transform(raw: unknown): JobsListRequest {
    const params = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    return { query: this.list.transform(params), sortAsked: params.sort !== undefined };
  }
}
