import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import { blueprintSettingsBodySchema, type BlueprintSettingsBody } from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { BodyPipe } from '../common/body.pipe';
import { BlueprintSettingsService } from './blueprint-settings.service';

class BlueprintSettingsBodyDto extends createZodDto(blueprintSettingsBodySchema) {}
class BlueprintSettingsReplyDto extends createZodDto(z.object({ success: z.literal(true), data: blueprintSettingsBodySchema })) {}

/** /settings/blueprints (spec 3 section 3): the ratio, the unit and the element definitions. */
@ApiTags('settings')
@Controller('v2/settings/blueprints')
export class BlueprintSettingsController {
  constructor(@Inject(BlueprintSettingsService) private readonly settings: BlueprintSettingsService) {}

  @Get()
  @Authenticated({ action: 'blueprint.read' })
  @ApiOperation({ summary: "The instance's blueprint ratio, unit and element definitions (signed in, blueprints app on)" })
  @ZodResponse({ status: 200, type: BlueprintSettingsReplyDto })
  get(@Auth() caller: Caller) {
    return this.settings.get(caller);
  }

  @Put()
  @Authenticated({ action: 'blueprintSettings.manage' })
  @ApiOperation({ summary: 'Replaces the ratio, the unit and the element definitions; removing a definition elements use leaves them as "removed element"' })
  @ApiBody({ type: BlueprintSettingsBodyDto })
  @ApiErrors(400)
  @ZodResponse({ status: 200, type: BlueprintSettingsReplyDto })
  update(@Auth() caller: Caller, @Body(new BodyPipe(blueprintSettingsBodySchema)) body: BlueprintSettingsBody) {
    return this.settings.update(caller, body);
  }
}
