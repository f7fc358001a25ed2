import { Body, Controller, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  appSettingsBodySchema,
  appSettingsSchema,
  bootstrapSchema,
  toggleListSchema,
  toggleStateSchema,
  toggleUpdateSchema,
  type ToggleKey,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { AnyCaller, Caller } from '../access/caller';
import { ToggleKeyPipe } from '../common/pipes';
import { BootstrapService } from './bootstrap.service';
import { TogglesService } from './toggles.service';

class BootstrapDto extends createZodDto(bootstrapSchema) {}
class ToggleStateDto extends createZodDto(toggleStateSchema) {}
class ToggleListDto extends createZodDto(toggleListSchema) {}
class ToggleUpdateDto extends createZodDto(toggleUpdateSchema) {}
class AppSettingsDto extends createZodDto(appSettingsSchema) {}
class AppSettingsBodyDto extends createZodDto(appSettingsBodySchema) {}

@ApiTags('settings')
@Controller('v2/apps')
export class SettingsController {
  constructor(
    @Inject(BootstrapService) private readonly bootstrap: BootstrapService,
    @Inject(TogglesService) private readonly toggles: TogglesService,
  ) {}

  @Get('bootstrap')
  @Authenticated({ action: 'bootstrap.read', anonymous: true })
  @ApiOperation({ summary: 'Start-up settings, anonymous or signed in' })
  @ZodResponse({ status: 200, type: BootstrapDto })
  getBootstrap(@Auth() caller: AnyCaller) {
    return this.bootstrap.get(caller);
  }

  @Get('toggles')
  @Authenticated({ action: 'toggles.read' })
  @ZodResponse({ status: 200, type: ToggleListDto })
  listToggles(@Auth() caller: Caller) {
    return this.toggles.list(caller);
  }

  @Put('toggles/:id')
  @Authenticated({ action: 'toggles.update' })
  @ApiOperation({ summary: 'Switch an app on or off (business_admin and above)' })
  @ZodResponse({ status: 200, type: ToggleStateDto })
  setToggle(@Auth() caller: Caller, @Param('id', ToggleKeyPipe) key: ToggleKey, @Body() body: ToggleUpdateDto) {
    return this.toggles.set(caller, key, body.isActive);
  }

  @Get(':id/active')
  @Authenticated({ action: 'toggles.read' })
  @ZodResponse({ status: 200, type: ToggleStateDto })
  isActive(@Auth() caller: Caller, @Param('id', ToggleKeyPipe) key: ToggleKey) {
    return this.toggles.isActive(caller, key);
  }

  @Get(':toggleId/settings')
  @Authenticated({ action: 'appSettings.read' })
  @ZodResponse({ status: 200, type: AppSettingsDto })
  getAppSettings(@Auth() caller: Caller, @Param('toggleId', ToggleKeyPipe) key: ToggleKey) {
    return this.toggles.getSettings(caller, key);
  }

  @Post(':toggleId/settings')
  @Authenticated({ action: 'appSettings.update' })
  @ZodResponse({ status: 201, type: AppSettingsDto })
  saveAppSettings(@Auth() caller: Caller, @Param('toggleId', ToggleKeyPipe) key: ToggleKey, @Body() body: AppSettingsBodyDto) {
    return this.toggles.saveSettings(caller, key, body.settings);
  }
}
