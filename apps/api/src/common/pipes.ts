import { Injectable, type PipeTransform } from '@nestjs/common';
import { isToggleKey, type ToggleKey } from '@fieldwork/contracts';
import { AppError } from './app-error';

/** A toggle key from the path; an unknown key is a 404. */
@Injectable()
export class ToggleKeyPipe implements PipeTransform<string, ToggleKey> {
  transform(value: string): ToggleKey {
    if (!isToggleKey(value)) throw new AppError('not_found', `Unknown app '${value}'`);
    return value;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the path; anything that is not a uuid cannot name a row, so it is a 404. */
@Injectable()
export class UuidPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new AppError('not_found', 'Not found');
    return value.toLowerCase();
  }
}
