import { Global, Module } from '@nestjs/common';
import { ListContexts } from './list-context';
import { ListViewsController } from './list-views.controller';
import { ListViewsRepository } from './list-views.repository';
import { ListViewsService } from './list-views.service';

/** Grid lists: the request context every list reads, and saved views and defaults. */
@Global()
@Module({
  controllers: [ListViewsController],
  providers: [ListContexts, ListViewsRepository, ListViewsService],
  exports: [ListContexts, ListViewsService],
})
export class ListsModule {}
