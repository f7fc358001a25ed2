import { Module } from '@nestjs/common';
import { AssetCleanup } from './asset-cleanup.service';
import { AssetLinks } from './asset-links.service';
import { AssetRenditions } from './asset-renditions.service';
import { AssetUploadService } from './asset-upload.service';
import { AssetsController } from './assets.controller';
import { AssetsRepository } from './assets.repository';
import { AssetsService } from './assets.service';

/** Files: one asset service that users, projects, questions and blueprints call. */
@Module({
  controllers: [AssetsController],
  providers: [AssetsRepository, AssetLinks, AssetRenditions, AssetUploadService, AssetsService, AssetCleanup],
  exports: [AssetsService, AssetUploadService, AssetLinks, AssetCleanup],
})
export class AssetsModule {}
