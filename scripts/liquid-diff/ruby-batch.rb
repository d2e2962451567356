# Renders JSON-lines cases from stdin with Ruby Liquid (Debian's ruby-liquid, 5.4), one JSON
# answer per line: {"output": ...} or {"error": ...}. The counterpart of
# `modgen-bench liquid-batch`; scripts/liquid-diff.py drives both.
require 'json'
require 'liquid'
require 'timeout'

# The clock both engines see: 2019-04-29T00:00:00Z (modgen-bench fixes its own the same way), so
# `now` and the parts a date string leaves out agree.
class Time
  class << self
    def now = Time.at(1_556_496_000)
  end
end

# Partials from the case itself.
class CasePartials
  def initialize(files) = @files = files

  def read_template_file(name)
    @files.fetch(name) { raise Liquid::FileSystemError, "No such template '#{name}'" }
  end
end

$stdout.sync = true
$stdin.each_line do |line|
  next if line.strip.empty?
  item = JSON.parse(line)
  answer =
    begin
      Timeout.timeout(5) do
        template = Liquid::Template.parse(item['template'], error_mode: :strict)
        begin
          context_registers = { file_system: CasePartials.new(item['partials'] || {}) }
          out = template.render!(item['data'] || {}, registers: context_registers)
          { 'output' => out.dup.force_encoding('UTF-8').scrub("\uFFFD") }
        rescue Timeout::Error
          raise
        rescue StandardError, SystemStackError => e
          { 'error' => "render: #{e.class}: #{e.message}" }
        end
      end
    rescue Timeout::Error
      { 'error' => 'timeout' }
    rescue StandardError => e
      { 'error' => "parse: #{e.class}: #{e.message}" }
    end
  puts JSON.generate(answer)
end
